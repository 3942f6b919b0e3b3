import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Signed } from '../../infra/adapters/signing/certificateSignature.ts';
import type { Certificate } from './certificateDocument.ts';
import { certificateTexts as t } from './certificateTexts.ts';
import { bangkokClock, thaiDate } from './thaiDates.ts';

/** The signed JSON inside every certificate PDF, which /verify reads back out. */
export const CERTIFICATE_ATTACHMENT = 'dashclip-certificate.json';

const require = createRequire(import.meta.url);
/** Sarabun (OFL), embedded so that Thai reads the same in every viewer. */
const FONTS = {
  regular: require.resolve('@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf'),
};

/* A4 in points, its margins and the layout's measures. */
const MARGIN = 50;
const LABEL_WIDTH = 165;
const GAP = 10;
const QR_SIZE = 110;
const SIZE = { title: 20, section: 13, body: 10.5, small: 8.5 } as const;
const BYTES_PER_MB = 1024 * 1024;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

const when = (iso: string | null) => (iso ? t.time(thaiDate(iso), bangkokClock(iso)) : t.unknown);

/** Every fact of the certificate as the PDF prints it: sections of label → value. */
function sections(certificate: Certificate): [string, [string, string][]][] {
  const { clip, purchase } = certificate;
  return [
    [
      t.clipSection,
      [
        [t.clipId, clip.clipId],
        [t.sha256, clip.sha256],
        [
          t.size,
          clip.bytes === null
            ? t.unknown
            : t.sizeValue(clip.bytes.toLocaleString('en-US'), (clip.bytes / BYTES_PER_MB).toFixed(1)),
        ],
        [
          t.duration,
          clip.durationSeconds === null ? t.unknown : t.durationValue(clip.durationSeconds.toFixed(1)),
        ],
        [t.uploadedAt, when(clip.uploadedAt)],
        [t.seller, clip.sellerPseudonym],
        [t.approvedAt, clip.approvedAt ? when(clip.approvedAt) : t.notApproved],
      ],
    ],
    [
      t.incidentSection,
      [
        [t.incidentDate, clip.incident.date ? thaiDate(clip.incident.date) : t.unknown],
        [t.incidentTime, clip.incident.time ? `${clip.incident.time} น.` : t.unknown],
        [t.province, clip.incident.province || t.unknown],
        [t.district, clip.incident.district || t.unknown],
        [t.locationName, clip.incident.locationName || t.unknown],
      ],
    ],
    [
      t.purchaseSection,
      [
        [t.receiptNumber, purchase.receiptNumber],
        [t.purchaseId, purchase.purchaseId],
        [t.paidAt, when(purchase.paidAt)],
        [t.status, t.statuses[purchase.status]],
      ],
    ],
  ];
}

/**
 * The file-origin certificate as a Thai A4 PDF (issue 21): every fact with Buddhist-era dates, the
 * signed JSON attached (`dashclip-certificate.json`), a QR code to `verifyUrl` and how to check it.
 * The same signed certificate gives the same pages (the PDF's dates are the certificate's).
 */
export async function certificatePdf(signed: Signed<Certificate>, verifyUrl: string): Promise<Buffer> {
  const { certificate } = signed;
  const issued = new Date(certificate.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${t.title} ${certificate.purchase.receiptNumber}`,
      Author: certificate.issuer.name,
      Creator: certificate.issuer.url,
      CreationDate: issued,
      ModDate: issued,
    },
    lang: 'th-TH',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  doc.file(Buffer.from(JSON.stringify(signed, null, 2), 'utf8'), {
    name: CERTIFICATE_ATTACHMENT,
    type: 'application/json',
    description: t.title,
    creationDate: issued,
    modifiedDate: issued,
  });

  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    margin: 1,
    width: 330,
    errorCorrectionLevel: 'M',
  });
  const top = doc.y;
  doc.image(qr, MARGIN + width - QR_SIZE, top, { width: QR_SIZE });
  const headWidth = width - QR_SIZE - GAP;
  doc.font('bold').fontSize(SIZE.title).fillColor(INK).text(t.title, MARGIN, top, { width: headWidth });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(SIZE.body).fillColor(MUTED);
  doc.text(t.issuedBy(certificate.issuer.name, certificate.issuer.url), { width: headWidth });
  doc.text(t.issuedAt(when(certificate.issuedAt)), { width: headWidth });
  doc.text(t.subtitle, { width: headWidth });
  doc.y = Math.max(doc.y, top + QR_SIZE) + GAP;

  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const section = (title: string) => {
    ensureRoom(SIZE.section * 3);
    doc.moveDown(0.6);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.75)
      .stroke();
    doc.moveDown(0.3);
    doc.font('bold').fontSize(SIZE.section).fillColor(INK).text(title, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string) => {
    doc.fontSize(SIZE.body);
    const valueWidth = width - LABEL_WIDTH - GAP;
    const height = Math.max(
      doc.font('regular').heightOfString(label, { width: LABEL_WIDTH }),
      doc.font('bold').heightOfString(value, { width: valueWidth }),
    );
    ensureRoom(height);
    const y = doc.y;
    doc.font('regular').fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, MARGIN + LABEL_WIDTH + GAP, y, { width: valueWidth });
    doc.x = MARGIN;
    doc.y = y + height + 3;
  };

  for (const [title, rows] of sections(certificate)) {
    section(title);
    for (const [label, value] of rows) row(label, value);
  }
  section(t.downloadsSection);
  if (certificate.downloads.length === 0) row('', t.noDownloads);
  certificate.downloads.forEach((download, index) => row('', t.downloadAt(index + 1, when(download.at))));

  section(t.verifySection);
  doc.font('regular').fontSize(SIZE.body).fillColor(INK);
  doc.text(t.howToVerify(verifyUrl), MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  doc.fontSize(SIZE.small).fillColor(MUTED);
  doc.text(t.signedWith(signed.signature.kid), { width });
  doc.text(t.privacy, { width });
  doc.end();
  return finished;
}
