import { describe, expect, it } from 'vitest';
import { pushEndpointAccepted } from './pushEndpoints.ts';

describe('push endpoints the delivery worker may send to', () => {
  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-sg2p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGm0ZTg',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ])
      expect(pushEndpointAccepted(endpoint), endpoint).toBe(true);
  });

  it('refuses anywhere else: other hosts, look-alikes, plain http, other ports, credentials', () => {
    for (const endpoint of [
      'https://attacker.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evilpush.apple.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'http://127.0.0.1:8080/push',
      'not a url',
    ])
      expect(pushEndpointAccepted(endpoint), endpoint).toBe(false);
  });

  it('takes an origin the composition names (the tests’ local push service), that origin only', () => {
    expect(pushEndpointAccepted('http://127.0.0.1:4100/push/a', ['http://127.0.0.1:4100'])).toBe(true);
    expect(pushEndpointAccepted('http://127.0.0.1:4101/push/a', ['http://127.0.0.1:4100'])).toBe(false);
  });
});
