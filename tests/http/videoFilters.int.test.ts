import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../events/constants.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { recordClip, type ClipOverrides } from '../fixtures/clips.ts';
import { clipRequests, idsOf } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const daysAgo = (days: number) => bangkokDay(new Date(Date.now() - days * MS_PER_DAY));
const place = (province: string, district: string, lat: number, lng: number) => ({
  lat,
  lng,
  province,
  district,
  subDistrict: district,
  address: '',
});

/** Six approved clips and one pending, spread over places, categories, prices, dates and times. */
const clips: Record<string, ClipOverrides> = {
  asok: {
    title: 'มอเตอร์ไซค์ฝ่าไฟแดงแยกอโศก',
    category: 'car_motorcycle',
    vehicleType: 'motorcycle',
    priceSatang: 40_000,
    incidentDate: daysAgo(0),
    incidentTime: '23:30',
    location: place('กรุงเทพมหานคร', 'วัฒนา', 13.7373, 100.5603),
  },
  rama2: {
    title: 'รถกระบะชนท้ายบนถนนพระราม 2',
    category: 'car_car',
    vehicleType: 'car',
    priceSatang: 120_000,
    incidentDate: daysAgo(1),
    incidentTime: '07:40',
    location: place('กรุงเทพมหานคร', 'บางขุนเทียน', 13.6671, 100.4386),
  },
  chiangmai: {
    title: 'รถบรรทุกเบรกไม่อยู่ลงดอย',
    category: 'car_truck',
    vehicleType: 'truck',
    priceSatang: 150_000,
    incidentDate: daysAgo(5),
    incidentTime: '14:10',
    location: place('เชียงใหม่', 'เมืองเชียงใหม่', 18.7883, 98.9853),
  },
  korat: {
    title: 'เก๋งแซงเส้นทึบชนประสานงา',
    category: 'car_car',
    vehicleType: 'car',
    priceSatang: 90_000,
    incidentDate: daysAgo(20),
    incidentTime: '01:15',
    location: place('นครราชสีมา', 'เมืองนครราชสีมา', 14.9799, 102.0978),
  },
  phuket: {
    title: 'คนข้ามทางม้าลายถูกเฉี่ยว',
    category: 'pedestrian',
    vehicleType: 'car',
    priceSatang: 30_000,
    // Six months back: evidence is searched for long after the incident.
    incidentDate: daysAgo(182),
    incidentTime: '19:00',
    location: place('ภูเก็ต', 'เมืองภูเก็ต', 7.8804, 98.3923),
  },
  bangna: {
    title: 'รถเมล์เบียดมอเตอร์ไซค์บางนา',
    category: 'car_motorcycle',
    vehicleType: 'bus',
    priceSatang: 60_000,
    incidentDate: daysAgo(3),
    incidentTime: '08:05',
    location: place('กรุงเทพมหานคร', 'บางนา', 13.6682, 100.6049),
  },
};

describe('GET /api/videos and /api/search/* — filters, sorts, facets, map pins and typeahead', () => {
  let m: Marketplace;
  let api: ReturnType<typeof clipRequests>;
  const id: Record<string, string> = {};
  let pending: string;
  let position: string;

  const list = async (query: string) =>
    (await api.as().get(`/videos?${query}`, position).expect(200)).body.data as {
      videos: { _id: string }[];
      pagination: { totalCount: number; totalPages: number };
      facets?: Record<string, { value: string; count: number }[]>;
    };
  const ids = async (query: string) => new Set((await list(query)).videos.map((video) => video._id));
  const named = (...names: string[]) => new Set(names.map((name) => id[name]));

  beforeAll(async () => {
    m = await testMarketplace();
    api = clipRequests(m.app);
    const seller = m.people!.seller.uid;
    for (const [name, overrides] of Object.entries(clips)) {
      const { clipId } = await recordClip(m.store, seller, {
        description: 'กล้องหน้ารถ',
        tags: [],
        ...overrides,
      });
      const res = await api.as(m.tokens.admin).put(`/admin/videos/${clipId}/approve`).expect(200);
      position = res.body.position as string;
      id[name] = clipId;
    }
    pending = (await recordClip(m.store, seller, { title: 'ฝ่าไฟแดงรอตรวจ' })).clipId;
  });
  afterAll(async () => m.close());

  it('lists every approved clip and no pending one; newest first without a keyword', async () => {
    const page = await list('limit=100');
    expect(new Set(page.videos.map((video) => video._id))).toEqual(new Set(Object.values(id)));
    expect(page.videos.map((video) => video._id)).not.toContain(pending);
    expect(page.videos[0]?._id).toBe(id.bangna);
    expect(page.pagination.totalCount).toBe(6);
  });

  it('filters by province and district, category, vehicle type and price', async () => {
    expect(await ids(`province=${encodeURIComponent('กรุงเทพมหานคร')}`)).toEqual(
      named('asok', 'rama2', 'bangna'),
    );
    expect(
      await ids(`province=${encodeURIComponent('กรุงเทพมหานคร')}&district=${encodeURIComponent('บางนา')}`),
    ).toEqual(named('bangna'));
    expect(await ids('category=car_car')).toEqual(named('rama2', 'korat'));
    expect(await ids('vehicleType=bus')).toEqual(named('bangna'));
    expect(await ids('minPrice=600&maxPrice=1200')).toEqual(named('rama2', 'korat', 'bangna'));
  });

  it('filters by incident date range, one event date, and the relative time range', async () => {
    expect(await ids(`dateFrom=${daysAgo(6)}&dateTo=${daysAgo(2)}`)).toEqual(named('chiangmai', 'bangna'));
    expect(await ids(`eventDate=${daysAgo(20)}`)).toEqual(named('korat'));
    expect(await ids('timeRange=0')).toEqual(named('asok'));
    expect(await ids('timeRange=1')).toEqual(named('rama2'));
    expect(await ids('timeRange=7')).toEqual(named('asok', 'rama2', 'chiangmai', 'bangna'));
    expect(await ids('timeRange=30')).toEqual(named('asok', 'rama2', 'chiangmai', 'korat', 'bangna'));
    // An explicit date wins over the relative range.
    expect(await ids(`timeRange=0&eventDate=${daysAgo(182)}`)).toEqual(named('phuket'));
    expect(await ids('timeRange=90')).toEqual(named('asok', 'rama2', 'chiangmai', 'korat', 'bangna'));
    expect(await ids('timeRange=365')).toEqual(named(...Object.keys(clips)));
  });

  it('finds a six-month-old incident by default, with the query the dashboard sends', async () => {
    // The dashboard's default list query (pwa searchParams.unit.test: no timeRange unless chosen).
    expect(await ids('page=1&limit=20&facets=true')).toEqual(named(...Object.keys(clips)));
  });

  it('filters by time of day, also across midnight', async () => {
    expect(await ids('eventStartTime=07:00&eventEndTime=09:00')).toEqual(named('rama2', 'bangna'));
    expect(await ids('eventStartTime=22:00&eventEndTime=02:00')).toEqual(named('asok', 'korat'));
  });

  it('filters by map viewport and by radius around a point', async () => {
    // Bangkok's viewport: west,south,east,north
    expect(await ids('bbox=100.3,13.5,100.9,14.0')).toEqual(named('asok', 'rama2', 'bangna'));
    // 10 km around Asok takes Bang Na (~9 km) but not Rama 2 (~14 km).
    expect(await ids('lat=13.7373&lng=100.5603&radiusKm=10')).toEqual(named('asok', 'bangna'));
  });

  it('combines a keyword with filters, and leaves out an excluded clip', async () => {
    expect(await ids(`search=${encodeURIComponent('มอเตอร์ไซค์')}`)).toEqual(named('asok', 'bangna'));
    expect(await ids(`q=${encodeURIComponent('มอเตอร์ไซค์')}&vehicleType=bus`)).toEqual(named('bangna'));
    expect(await ids(`category=car_motorcycle&exclude=${id.asok}`)).toEqual(named('bangna'));
  });

  it('searches a misspelling that finds nothing by the closest indexed spelling, and says so', async () => {
    const page = await list(`search=${encodeURIComponent('รถบันทุก')}`);
    expect(page.videos.map((video) => video._id)).toEqual([id.chiangmai]);
    expect(page).toMatchObject({ correctedSearch: 'รถบรรทุก' });
    // A keyword that finds something as typed is never "corrected".
    expect(await list(`search=${encodeURIComponent('รถบรรทุก')}`)).not.toHaveProperty('correctedSearch');
  });

  it('sorts by price both ways, oldest, and views', async () => {
    const order = async (sortBy: string) => (await list(`sortBy=${sortBy}`)).videos.map((video) => video._id);
    expect(await order('price_low')).toEqual(
      ['phuket', 'asok', 'bangna', 'korat', 'rama2', 'chiangmai'].map((name) => id[name]),
    );
    expect(await order('price_high')).toEqual(
      ['chiangmai', 'rama2', 'korat', 'bangna', 'asok', 'phuket'].map((name) => id[name]),
    );
    expect((await order('oldest'))[0]).toBe(id.asok);
    const viewed = await api.as().post(`/videos/${id.phuket}/view`).expect(200);
    position = viewed.body.position as string;
    expect((await order('views'))[0]).toBe(id.phuket);
  });

  it('pages by 20 by default and counts over all pages', async () => {
    const page = await list('limit=4&page=2');
    expect(page.videos).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 2, limit: 4, totalCount: 6, totalPages: 2 });
    expect((await list('')).pagination).toMatchObject({ limit: 20 });
  });

  it('counts facets, each without its own filter', async () => {
    const { facets } = await list(
      `facets=true&province=${encodeURIComponent('กรุงเทพมหานคร')}&category=car_motorcycle`,
    );
    // Provinces: the category filter applies, the province filter does not.
    expect(facets?.province).toEqual([{ value: 'กรุงเทพมหานคร', count: 2 }]);
    // Categories: the province filter applies, the category filter does not.
    expect(facets?.category).toEqual([
      { value: 'car_motorcycle', count: 2 },
      { value: 'car_car', count: 1 },
    ]);
    expect(facets?.vehicleType).toEqual([
      { value: 'bus', count: 1 },
      { value: 'motorcycle', count: 1 },
    ]);
    expect((await list('')).facets).toBeUndefined();
  });

  it('GET /search/videos is the same search, and GET /search/map gives every pin', async () => {
    const same = await api
      .as()
      .get(`/search/videos?q=${encodeURIComponent('ชนท้าย')}`, position)
      .expect(200);
    expect(idsOf(same)).toEqual([id.rama2]);
    const map = await api
      .as()
      .get(`/search/map?province=${encodeURIComponent('กรุงเทพมหานคร')}`, position)
      .expect(200);
    expect(map.body.data.totalCount).toBe(3);
    expect(map.body.data.truncated).toBe(false);
    expect(map.body.data.points).toContainEqual({ id: id.asok, lat: 13.7373, lng: 100.5603, price: 400 });
  });

  it('suggests titles from a half-typed Thai word, then places', async () => {
    const res = await api
      .as()
      .get(`/search/suggest?q=${encodeURIComponent('มอเตอร์')}`, position)
      .expect(200);
    expect(res.body.data.suggestions).toContainEqual({ kind: 'title', text: 'มอเตอร์ไซค์ฝ่าไฟแดงแยกอโศก' });
    const places = await api
      .as()
      .get(`/search/suggest?q=${encodeURIComponent('เชียง')}`, position)
      .expect(200);
    expect(places.body.data.suggestions).toContainEqual({ kind: 'place', text: 'เชียงใหม่' });
    const district = await api
      .as()
      .get(`/search/suggest?q=${encodeURIComponent('บางน')}`, position)
      .expect(200);
    expect(district.body.data.suggestions).toContainEqual({
      kind: 'place',
      text: 'บางนา',
      province: 'กรุงเทพมหานคร',
    });
    // The province of a matching district is not itself suggested.
    expect(district.body.data.suggestions).not.toContainEqual({ kind: 'place', text: 'กรุงเทพมหานคร' });
    const alias = await api
      .as()
      .get(`/search/suggest?q=${encodeURIComponent('กทม')}`, position)
      .expect(200);
    expect(alias.body.data.suggestions).toContainEqual({ kind: 'place', text: 'กรุงเทพมหานคร' });
    const short = await api.as().get('/search/suggest?q=%E0%B8%81', position).expect(200);
    expect(short.body.data.suggestions).toEqual([]);
  });

  it('answers the connectivity check without searching', async () => {
    const res = await api.as().get('/videos?test=true').expect(200);
    expect(res.body.data).toEqual({ ok: true });
  });

  it.each([
    ['minPrice=800&maxPrice=500', 'maxPrice', 'ราคาสูงสุดต้องไม่น้อยกว่าราคาต่ำสุด'],
    ['category=bicycle', 'category', 'ไม่พบหมวดหมู่เหตุการณ์ที่เลือก'],
    ['vehicleType=tank', 'vehicleType', 'ไม่พบประเภทยานพาหนะที่เลือก'],
    ['dateFrom=2026-11-10&dateTo=2026-11-01', 'dateTo', 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น'],
    ['dateFrom=10/11/2569', 'dateFrom', 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.)'],
    ['lat=91&lng=100&radiusKm=5', 'lat', 'ละติจูดต้องอยู่ระหว่าง -90 ถึง 90'],
    ['lat=13.7&lng=100.5', 'radiusKm', 'การค้นหาตามรัศมีต้องระบุละติจูด ลองจิจูด และรัศมีพร้อมกัน'],
    ['bbox=1,2,3', 'bbox', 'ขอบเขตแผนที่ต้องเป็นตัวเลข 4 ค่า: ตะวันตก,ใต้,ตะวันออก,เหนือ'],
    ['eventStartTime=25:00', 'eventStartTime', 'เวลาต้องอยู่ในรูปแบบ ชช:นน ระหว่าง 00:00 ถึง 23:59'],
    ['timeRange=14', 'timeRange', 'ช่วงเวลาต้องเป็น 0 (วันนี้), 1 (เมื่อวาน), 7, 30, 90 หรือ 365 วัน'],
    ['sortBy=random', 'sortBy', 'ไม่รู้จักวิธีเรียงลำดับที่เลือก'],
    ['minPrice=abc', 'minPrice', 'ราคาต้องเป็นจำนวนเต็มบาทตั้งแต่ 0 ขึ้นไป'],
  ])('refuses %s with a Thai message on %s, never a 500', async (query, field, message) => {
    for (const path of ['/videos', '/search/videos']) {
      const res = await api.as().get(`${path}?${query}`).expect(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields).toContainEqual({ field, message });
    }
  });
});
