// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { CertificateCheck } from './CertificateCheck.tsx';

const verification = (signatureValid: boolean) => ({
  signatureValid,
  kid: '0123456789abcdef',
  keyKnown: true,
  fingerprintOnRecord: signatureValid,
  certificate: {
    format: 'dashclip-certificate/1',
    issuedAt: '2026-11-21T06:00:00.000Z',
    issuer: { name: 'แดชคลิป', url: 'https://dashclip.example' },
    clip: {
      clipId: 'c1',
      sha256: 'ab'.repeat(32),
      bytes: 5_242_880,
      durationSeconds: 12.5,
      uploadedAt: '2026-11-19T05:00:00.000Z',
      sellerPseudonym: 'seller-pseudonym-1',
      incident: {
        date: '2026-11-18',
        time: '07:40',
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        locationName: 'ถนนพระราม 2',
      },
      approvedAt: '2026-11-19T06:00:00.000Z',
    },
    purchase: {
      purchaseId: 'p1',
      receiptNumber: 'DC-0A1B-2C3D-4E5F',
      paidAt: '2026-11-20T02:00:00.000Z',
      status: 'paid',
    },
    downloads: [{ at: '2026-11-20T04:00:00.000Z' }],
  },
});

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('เลือกไฟล์หนังสือรับรองที่ต้องการตรวจสอบ'), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CertificateCheck', () => {
  it('sends a PDF as application/pdf and shows a valid signature, the key and the facts with BE dates', async () => {
    const api = mockApi({ 'POST /certificates/verify': ok(verification(true)) });
    await renderWithApp(() => <CertificateCheck />, 'เลือกหนังสือรับรอง (.pdf หรือ .json)');
    choose(new File(['%PDF-1.7'], 'dashclip-certificate.pdf', { type: 'application/pdf' }));
    await screen.findByText('ลายเซ็นดิจิทัลถูกต้อง: แดชคลิปออกหนังสือรับรองนี้และไม่มีการแก้ไข');
    expect(api.calls[0]!.headers.get('content-type')).toBe('application/pdf');
    expect(screen.getByText('ลงนามด้วยกุญแจของแดชคลิป รหัส 0123456789abcdef')).toBeTruthy();
    expect(screen.getByText('ค่า SHA-256 ของไฟล์ต้นฉบับตรงกับที่บันทึกไว้ในระบบ')).toBeTruthy();
    expect(screen.getByText('DC-0A1B-2C3D-4E5F')).toBeTruthy();
    expect(screen.getByText('18 พฤศจิกายน 2569 เวลา 07:40 น.')).toBeTruthy();
    expect(screen.getByText('20 พฤศจิกายน 2569 เวลา 11:00 น.')).toBeTruthy();
  });

  it('says plainly when the signature does not hold, and sends a .json file as JSON', async () => {
    const api = mockApi({ 'POST /certificates/verify': ok(verification(false)) });
    await renderWithApp(() => <CertificateCheck />, 'เลือกหนังสือรับรอง (.pdf หรือ .json)');
    choose(new File(['{}'], 'dashclip-certificate.json', { type: '' }));
    await screen.findByText('ลายเซ็นดิจิทัลไม่ถูกต้อง: หนังสือรับรองนี้ถูกแก้ไข หรือไม่ได้ออกโดยแดชคลิป');
    expect(api.calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(screen.getByText('ไม่พบค่า SHA-256 นี้ของคลิปนี้ในระบบ')).toBeTruthy();
  });

  it('shows the server’s Thai refusal of a file that is no certificate', async () => {
    mockApi({ 'POST /certificates/verify': fail(400, 'NOT_A_CERTIFICATE', 'ไฟล์นี้ไม่ใช่ PDF ที่อ่านได้') });
    await renderWithApp(() => <CertificateCheck />, 'เลือกหนังสือรับรอง (.pdf หรือ .json)');
    choose(new File(['junk'], 'x.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ไฟล์นี้ไม่ใช่ PDF ที่อ่านได้'));
  });
});
