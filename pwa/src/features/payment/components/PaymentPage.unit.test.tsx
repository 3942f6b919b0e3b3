// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp, type Answer } from '../../../lib/testing/renderWithApp.tsx';
import { PaymentPage } from './PaymentPage.tsx';

/** Stripe.js stands in for the script from Stripe's servers, which tests cannot reach. */
const stripeJs = vi.hoisted(() => {
  const mount = vi.fn();
  const createEmbeddedCheckoutPage = vi.fn(async () => ({ mount, destroy: vi.fn() }));
  const elements = vi.fn(() => ({ create: () => ({ mount: vi.fn(), destroy: vi.fn() }) }));
  const confirmPayment = vi.fn();
  const loadStripe = vi.fn(async () => ({ createEmbeddedCheckoutPage, elements, confirmPayment }));
  return { mount, createEmbeddedCheckoutPage, elements, confirmPayment, loadStripe };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }));

const purchase = (over: Record<string, unknown> = {}) => ({
  purchaseId: 'p-1',
  status: 'pending',
  amount: 1500,
  paymentMethod: 'card',
  createdAt: '2026-11-21T10:00:00.000Z',
  payBy: '2026-11-21T10:30:00.000Z',
  purchasedAt: null,
  expiresAt: null,
  daysLeft: null,
  title: 'ชนท้ายแยกอโศก',
  description: 'รถเก๋งชนท้ายกระบะตอนไฟแดง',
  thumbnail: '/api/media/images/11111111-1111-1111-1111-111111111111.webp',
  video: { _id: 'clip-1', title: 'ชนท้ายแยกอโศก', description: '', thumbnail: null },
  ...over,
});

const sandbox = {
  provider: 'sandbox',
  publishableKey: 'pk_sandbox',
  testMode: true,
  methods: ['card', 'card_direct', 'promptpay', 'bank_transfer'],
};

/** A provider without an embedded checkout: the direct card form is its one card choice. */
const directCard = { ...sandbox, methods: ['card_direct', 'promptpay', 'bank_transfer'] };

function stub(routes: Record<string, Answer | ((body: unknown, url: URL) => Answer)> = {}) {
  return mockApi({
    'GET /purchases/p-1': ok(purchase()),
    'GET /payment-provider/config': ok(sandbox),
    ...routes,
  });
}

const pageFor = (id: string | undefined) => () => <PaymentPage purchaseId={id} />;
const page = () => pageFor('p-1');

async function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('หมายเลขบัตร'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('วันหมดอายุ (ดด/ปป)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('รหัส CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('ชื่อบนบัตร'), { target: { value: 'SOMCHAI JAIDEE' } });
  fireEvent.click(screen.getByRole('button', { name: 'ชำระเงิน ฿1,500' }));
}

const embedded = {
  'POST /payment-provider/create-checkout-session': ok({ clientSecret: 'cs_secret', sessionId: 'cs_1' }),
  'GET /sandbox-payments/checkout/cs_secret': ok({
    sessionId: 'cs_1',
    amount: 1500,
    currency: 'thb',
    title: 'ชนท้ายแยกอโศก',
    status: 'open',
  }),
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  // The router resets the scroll on navigation; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentPage', () => {
  it.each([undefined, 'undefined'])(
    'says the purchase is not found for the id %s, asking nothing',
    async (id) => {
      const api = stub();
      await renderWithApp(pageFor(id), 'ไม่พบข้อมูลการซื้อ');
      expect(api.calls).toHaveLength(0);
    },
  );

  it('says not found when the server does not know the purchase', async () => {
    stub({ 'GET /purchases/p-1': fail(404, 'NOT_FOUND', 'ไม่พบรายการ') });
    await renderWithApp(page(), 'ไม่พบข้อมูลการซื้อ');
  });

  it('shows the purchase, the methods of the provider and the test-mode label', async () => {
    stub();
    await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    const summary = screen.getByRole('complementary', { name: 'รายการสั่งซื้อ' });
    expect(within(summary).getByText('ชนท้ายแยกอโศก')).toBeTruthy();
    expect(within(summary).getByText('รถเก๋งชนท้ายกระบะตอนไฟแดง')).toBeTruthy();
    expect(within(summary).getByText('฿1,500')).toBeTruthy();
    expect(within(summary).getByAltText('ภาพปกคลิป ชนท้ายแยกอโศก')).toBeTruthy();
    expect(screen.getByText('โหมดทดสอบ')).toBeTruthy();
    const methods = screen.getAllByRole('button').map((button) => button.textContent);
    expect(methods.some((text) => text?.startsWith('พร้อมเพย์'))).toBe(true);
    expect(methods.some((text) => text?.startsWith('โอนเงินผ่านธนาคาร'))).toBe(true);
    expect(methods.some((text) => text?.startsWith('อีวอลเล็ต'))).toBe(false);
    // One card choice, not two that look alike: the direct form is left out beside the checkout.
    expect(methods.filter((text) => text?.includes('บัตร'))).toHaveLength(1);
    expect(screen.queryByText('กรอกข้อมูลบัตรโดยตรง')).toBeNull();
  });

  it('offers an e-wallet only when the provider lists one, and has no test label in live mode', async () => {
    stub({
      'GET /payment-provider/config': ok({ ...sandbox, testMode: false, methods: ['e_wallet', 'bogus'] }),
    });
    await renderWithApp(page(), 'อีวอลเล็ต');
    expect(screen.queryByText('โหมดทดสอบ')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('tells a paid purchase is paid and points to the purchases tab', async () => {
    stub({ 'GET /purchases/p-1': ok(purchase({ status: 'paid' })) });
    await renderWithApp(page(), 'รายการนี้ชำระเงินเรียบร้อยแล้ว');
    expect(screen.getByRole('link', { name: 'ไปที่คลิปที่ซื้อ' }).getAttribute('href')).toBe(
      '/profile?tab=purchases',
    );
    expect(screen.queryByText('เลือกวิธีชำระเงิน')).toBeNull();
  });

  it('shows why the last payment failed and offers the methods again', async () => {
    stub({
      'GET /purchases/p-1': ok(
        purchase({
          status: 'failed',
          lastError: { code: 'card_declined', message: 'Your card was declined.' },
        }),
      ),
    });
    await renderWithApp(page(), 'เลือกวิธีชำระเงิน');
    expect(screen.getByText(/การชำระเงินครั้งก่อนไม่สำเร็จ/).textContent).toContain('บัตรของคุณถูกปฏิเสธ');
  });

  it('pays in the sandbox embedded checkout and goes to the result page with the session', async () => {
    const api = stub({
      ...embedded,
      'POST /sandbox-payments/checkout/cs_secret/pay': ok({ status: 'complete' }),
    });
    const { router } = await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    await screen.findByText('ฟอร์มชำระเงินจำลอง (Sandbox)');
    await fillCard('4242 4242 4242 4242');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-return'));
    expect(router.state.location.search).toEqual({ session_id: 'cs_1' });
    expect(api.calls.find((c) => c.path === '/payment-provider/create-checkout-session')!.body).toEqual({
      purchaseId: 'p-1',
    });
    const pay = api.calls.find((c) => c.path === '/sandbox-payments/checkout/cs_secret/pay')!;
    expect(pay.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'SOMCHAI JAIDEE',
    });
    // The card goes to the provider only, never with the marketplace session.
    expect(pay.headers.get('Authorization')).toBeNull();
  });

  it("shows a declined card's error in Thai and stays on the form", async () => {
    stub({
      ...embedded,
      'POST /sandbox-payments/checkout/cs_secret/pay': ok({
        status: 'failed',
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    const { router } = await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    await screen.findByText('ฟอร์มชำระเงินจำลอง (Sandbox)');
    await fillCard('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toContain('บัตรของคุณถูกปฏิเสธ');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('หมายเลขบัตร')).toBeTruthy();
  });

  it('asks for 3-D Secure when the provider wants it, and a failed check shows the error', async () => {
    const api = stub({
      ...embedded,
      'POST /sandbox-payments/checkout/cs_secret/pay': ok({ status: 'requires_action', threeDsId: '3ds_1' }),
      'POST /sandbox-payments/three-ds/3ds_1': (body) =>
        (body as { outcome: string }).outcome === 'approve'
          ? ok({ status: 'complete' })
          : ok({
              status: 'failed',
              error: { code: 'authentication_required', message: 'Authentication failed.' },
            }),
    });
    const { router } = await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    await screen.findByText('ฟอร์มชำระเงินจำลอง (Sandbox)');
    await fillCard('4000 0025 0000 3155');

    fireEvent.click(await screen.findByRole('button', { name: 'ไม่ผ่านการยืนยัน' }));
    expect((await screen.findByRole('alert')).textContent).toContain('3-D Secure ไม่สำเร็จ');

    fireEvent.click(screen.getByRole('button', { name: 'ชำระเงิน ฿1,500' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันการชำระเงิน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-return'));
    expect(api.calls.filter((c) => c.path === '/sandbox-payments/three-ds/3ds_1').map((c) => c.body)).toEqual(
      [{ outcome: 'fail' }, { outcome: 'approve' }],
    );
  });

  it('closes the embedded checkout back to the method list', async () => {
    stub(embedded);
    await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    await screen.findByText('ฟอร์มชำระเงินจำลอง (Sandbox)');
    fireEvent.click(screen.getByRole('button', { name: 'ปิดฟอร์มชำระเงิน' }));
    expect(await screen.findByText('เลือกวิธีชำระเงิน')).toBeTruthy();
  });

  it('says the checkout session could not be created', async () => {
    stub({
      'POST /payment-provider/create-checkout-session': fail(502, 'PROVIDER_ERROR', 'ผู้ให้บริการไม่ตอบสนอง'),
    });
    await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ไม่สามารถสร้างเซสชันการชำระเงินได้');
    expect(alert.textContent).toContain('ผู้ให้บริการไม่ตอบสนอง');
  });

  it('says the payment could not start when the embedded form does not load', async () => {
    stub({
      'POST /payment-provider/create-checkout-session':
        embedded['POST /payment-provider/create-checkout-session'],
      'GET /sandbox-payments/checkout/cs_secret': fail(404, 'NOT_FOUND', 'x'),
    });
    await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    expect(await screen.findByText('ไม่สามารถเริ่มการชำระเงินได้')).toBeTruthy();
  });

  it("with Stripe, mounts Stripe's own embedded Checkout with the session's client secret", async () => {
    stub({
      'GET /payment-provider/config': ok({ ...sandbox, provider: 'stripe', publishableKey: 'pk_test_x' }),
      'POST /payment-provider/create-checkout-session': ok({ clientSecret: 'cs_secret', sessionId: 'cs_1' }),
    });
    await renderWithApp(page(), 'บัตรเครดิต/เดบิต');
    fireEvent.click(screen.getByText('บัตรเครดิต/เดบิต'));
    const host = await screen.findByTestId('stripe-embedded-checkout');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledWith(host));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_x');
    expect(stripeJs.createEmbeddedCheckoutPage).toHaveBeenCalledWith({ clientSecret: 'cs_secret' });
    expect(screen.queryByText('ฟอร์มชำระเงินจำลอง (Sandbox)')).toBeNull();
  });

  it('with Stripe, card direct confirms in Stripe, then on the server; a refusal is shown in Thai', async () => {
    const api = stub({
      'GET /payment-provider/config': ok({ ...directCard, provider: 'stripe', publishableKey: 'pk_test_x' }),
      'POST /payment-provider/create-payment-intent': ok({
        clientSecret: 'pi_secret',
        paymentIntentId: 'pi_1',
        status: 'requires_payment_method',
      }),
      'POST /payment-provider/confirm-payment': ok({ status: 'succeeded', purchaseId: 'p-1' }),
    });
    const { router } = await renderWithApp(page(), 'กรอกข้อมูลบัตรโดยตรง');
    fireEvent.click(screen.getByText('กรอกข้อมูลบัตรโดยตรง'));
    const pay = await screen.findByRole('button', { name: /^ชำระเงิน/ });
    expect(stripeJs.elements).toHaveBeenCalledWith({ clientSecret: 'pi_secret', locale: 'th' });

    stripeJs.confirmPayment.mockResolvedValueOnce({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toContain('บัตรของคุณถูกปฏิเสธ');
    expect(api.calls.some((c) => c.path === '/payment-provider/confirm-payment')).toBe(false);

    stripeJs.confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    fireEvent.click(await screen.findByRole('button', { name: /^ชำระเงิน/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-return'));
    expect(api.calls.find((c) => c.path === '/payment-provider/confirm-payment')!.body).toEqual({
      paymentIntentId: 'pi_1',
    });
  });

  it('card direct: confirms the intent, then the server, then goes to the payment result', async () => {
    const api = stub({
      'GET /payment-provider/config': ok(directCard),
      'POST /payment-provider/create-payment-intent': ok({
        clientSecret: 'pi_secret',
        paymentIntentId: 'pi_1',
        status: 'requires_payment_method',
      }),
      'POST /sandbox-payments/intents/pi_secret/confirm-card': ok({ status: 'succeeded' }),
      'POST /payment-provider/confirm-payment': ok({ status: 'paid', purchaseId: 'p-1' }),
    });
    const { router } = await renderWithApp(page(), 'กรอกข้อมูลบัตรโดยตรง');
    fireEvent.click(screen.getByText('กรอกข้อมูลบัตรโดยตรง'));
    await screen.findByText('ฟอร์มชำระเงินจำลอง (Sandbox)');
    await fillCard('4242424242424242');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-return'));
    expect(router.state.location.search).toEqual({ purchase_id: 'p-1' });
    expect(api.calls.find((c) => c.path === '/payment-provider/create-payment-intent')!.body).toEqual({
      purchaseId: 'p-1',
      method: 'card',
    });
    expect(api.calls.find((c) => c.path === '/payment-provider/confirm-payment')!.body).toEqual({
      paymentIntentId: 'pi_1',
    });
  });

  it('card direct: stays when the server does not confirm the payment', async () => {
    stub({
      'GET /payment-provider/config': ok(directCard),
      'POST /payment-provider/create-payment-intent': ok({
        clientSecret: 'pi_secret',
        paymentIntentId: 'pi_1',
        status: 'x',
      }),
      'POST /sandbox-payments/intents/pi_secret/confirm-card': ok({ status: 'succeeded' }),
      'POST /payment-provider/confirm-payment': ok({ status: 'pending', purchaseId: 'p-1' }),
    });
    const { router } = await renderWithApp(page(), 'กรอกข้อมูลบัตรโดยตรง');
    fireEvent.click(screen.getByText('กรอกข้อมูลบัตรโดยตรง'));
    await screen.findByText('ฟอร์มชำระเงินจำลอง (Sandbox)');
    await fillCard('4242424242424242');
    expect((await screen.findByRole('alert')).textContent).toBe('เกิดข้อผิดพลาดในการชำระเงิน');
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the payment intent could not be created', async () => {
    stub({
      'GET /payment-provider/config': ok(directCard),
      'POST /payment-provider/create-payment-intent': fail(500, 'INTERNAL', ''),
    });
    await renderWithApp(page(), 'กรอกข้อมูลบัตรโดยตรง');
    fireEvent.click(screen.getByText('กรอกข้อมูลบัตรโดยตรง'));
    expect((await screen.findByRole('alert')).textContent).toBe('ไม่สามารถสร้างรายการชำระเงินได้');
  });

  it('PromptPay: shows the QR, asks every 2 s, and moves on only once the server says paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const api = stub({
      'GET /purchases/p-1': () => ok(purchase({ status: paid ? 'paid' : 'pending' })),
      'POST /payment-provider/create-payment-intent': ok({
        clientSecret: 'pp_secret',
        paymentIntentId: 'pi_pp',
        status: 'requires_action',
        promptpay: { data: '000201…', svg: '/api/sandbox-payments/qr/pi_pp.svg' },
      }),
      'POST /sandbox-payments/intents/pi_pp/promptpay-paid': () => {
        paid = true;
        return ok({ status: 'succeeded' });
      },
    });
    const { router } = await renderWithApp(page(), 'พร้อมเพย์ (สแกน QR)');
    fireEvent.click(screen.getByText('พร้อมเพย์ (สแกน QR)'));

    const qr = await screen.findByAltText('QR พร้อมเพย์ ยอด ฿1,500');
    expect(qr.getAttribute('src')).toBe('/api/sandbox-payments/qr/pi_pp.svg');
    expect(screen.getByText(/รอการชำระเงิน/)).toBeTruthy();
    const polls = () => api.calls.filter((c) => c.path === '/purchases/p-1').length;
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(polls()).toBeGreaterThanOrEqual(before + 2);
    // Time alone never pays.
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'จำลองการชำระเงินสำเร็จ' }));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-return'));
    expect(router.state.location.search).toEqual({ purchase_id: 'p-1' });
  });

  it('PromptPay: no dev control outside the sandbox test mode', async () => {
    stub({
      'GET /payment-provider/config': ok({ ...sandbox, provider: 'stripe' }),
      'POST /payment-provider/create-payment-intent': ok({
        clientSecret: 'pp_secret',
        paymentIntentId: 'pi_pp',
        status: 'requires_action',
        promptpay: { data: '000201…', svg: 'data:image/svg+xml;base64,PHN2Zy8+' },
      }),
    });
    await renderWithApp(page(), 'พร้อมเพย์ (สแกน QR)');
    fireEvent.click(screen.getByText('พร้อมเพย์ (สแกน QR)'));
    await screen.findByAltText('QR พร้อมเพย์ ยอด ฿1,500');
    expect(screen.queryByRole('button', { name: 'จำลองการชำระเงินสำเร็จ' })).toBeNull();
  });

  it('bank transfer: makes the purchase a transfer, shows the account and reference, pending until an admin confirms', async () => {
    const api = stub({
      'GET /purchases/p-1': ok(
        purchase({
          bankTransfer: {
            bankName: 'ธนาคารกสิกรไทย',
            accountName: 'บริษัท แดชคลิป จำกัด',
            accountNumber: '1234567890',
            reference: 'DC-P1',
          },
        }),
      ),
      'POST /purchases/p-1/payment-method': ok({
        purchaseId: 'p-1',
        paymentMethod: 'bank_transfer',
        payBy: '2026-11-24T06:00:00.000Z',
      }),
    });
    const { router } = await renderWithApp(page(), 'โอนเงินผ่านธนาคาร');
    fireEvent.click(screen.getByText('โอนเงินผ่านธนาคาร'));
    expect(await screen.findByText('1234567890')).toBeTruthy();
    expect(screen.getByText('DC-P1')).toBeTruthy();
    expect(screen.getByText('บริษัท แดชคลิป จำกัด')).toBeTruthy();
    expect(screen.getByText(/จนกว่าผู้ดูแลระบบจะยืนยัน/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    // The purchase became a bank transfer (its 3-day window); no money moved.
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/purchases/p-1/payment-method',
    ]);

    fireEvent.click(screen.getByRole('button', { name: '← เลือกวิธีชำระเงินอื่น' }));
    expect(await screen.findByText('เลือกวิธีชำระเงิน')).toBeTruthy();
  });
});
