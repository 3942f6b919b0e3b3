import { describe, expect, it } from 'vitest';
import { FirebaseConfigError, firebaseSettings } from './firebaseConfig.ts';

describe('firebase settings', () => {
  it('is off (local accounts) when FIREBASE_PROJECT_ID is unset or empty', () => {
    expect(firebaseSettings({})).toBeNull();
    expect(firebaseSettings({ FIREBASE_PROJECT_ID: '', FIREBASE_API_KEY: 'k' })).toBeNull();
    expect(
      firebaseSettings({ DASHCLIP_TEST_MODE: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toBeNull();
  });

  it('reads the project, the web API key and the auth domain', () => {
    expect(
      firebaseSettings({
        FIREBASE_PROJECT_ID: 'dashclip-prod',
        FIREBASE_API_KEY: 'AIzaKey',
        FIREBASE_AUTH_DOMAIN: 'login.dashclip.example',
      }),
    ).toEqual({
      projectId: 'dashclip-prod',
      apiKey: 'AIzaKey',
      authDomain: 'login.dashclip.example',
      emulatorHost: undefined,
    });
  });

  it('derives the auth domain from the project when it is not given', () => {
    expect(
      firebaseSettings({ FIREBASE_PROJECT_ID: 'dashclip-prod', FIREBASE_API_KEY: 'AIzaKey' }),
    ).toMatchObject({
      authDomain: 'dashclip-prod.firebaseapp.com',
    });
    expect(
      firebaseSettings({
        FIREBASE_PROJECT_ID: 'dashclip-prod',
        FIREBASE_API_KEY: 'AIzaKey',
        FIREBASE_AUTH_DOMAIN: '',
      }),
    ).toMatchObject({ authDomain: 'dashclip-prod.firebaseapp.com' });
  });

  it('needs the web API key outside test mode, naming the variable', () => {
    const missing = () => firebaseSettings({ FIREBASE_PROJECT_ID: 'dashclip-prod' });
    expect(missing).toThrow(FirebaseConfigError);
    expect(missing).toThrow(/FIREBASE_API_KEY/);
    expect(() =>
      firebaseSettings({ FIREBASE_PROJECT_ID: 'dashclip-prod', DASHCLIP_TEST_MODE: 'false' }),
    ).toThrow(/FIREBASE_API_KEY/);
  });

  it("defaults the API key to 'demo-key' in test mode and honours the emulator there", () => {
    expect(
      firebaseSettings({
        FIREBASE_PROJECT_ID: 'demo-dashclip',
        DASHCLIP_TEST_MODE: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      projectId: 'demo-dashclip',
      apiKey: 'demo-key',
      authDomain: 'demo-dashclip.firebaseapp.com',
      emulatorHost: '127.0.0.1:9099',
    });
    expect(
      firebaseSettings({
        FIREBASE_PROJECT_ID: 'demo-dashclip',
        DASHCLIP_TEST_MODE: 'true',
        FIREBASE_API_KEY: 'k',
      }),
    ).toMatchObject({ apiKey: 'k', emulatorHost: undefined });
    expect(
      firebaseSettings({
        FIREBASE_PROJECT_ID: 'demo-dashclip',
        DASHCLIP_TEST_MODE: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099',
      }),
    ).toMatchObject({ emulatorHost: '[::1]:9099' });
  });

  it('refuses to start when the emulator is named outside test mode, naming both variables', () => {
    for (const testMode of [undefined, '', 'false', '1', 'TRUE']) {
      const env = {
        FIREBASE_PROJECT_ID: 'dashclip-prod',
        FIREBASE_API_KEY: 'AIzaKey',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        DASHCLIP_TEST_MODE: testMode,
      };
      expect(() => firebaseSettings(env)).toThrow(FirebaseConfigError);
      expect(() => firebaseSettings(env)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*DASHCLIP_TEST_MODE/);
    }
  });

  it('refuses a stray emulator variable even when Firebase is off, since firebase-admin would read it', () => {
    expect(() => firebaseSettings({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST.*DASHCLIP_TEST_MODE/,
    );
  });

  it('treats an empty emulator variable as unset', () => {
    expect(
      firebaseSettings({ FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_EMULATOR_HOST: '' }),
    ).toMatchObject({ emulatorHost: undefined });
  });

  it('wants the emulator as host:port, not a URL', () => {
    for (const host of ['http://127.0.0.1:9099', '127.0.0.1', 'localhost:port', 'a b:9099']) {
      expect(() =>
        firebaseSettings({
          FIREBASE_PROJECT_ID: 'p',
          DASHCLIP_TEST_MODE: 'true',
          FIREBASE_AUTH_EMULATOR_HOST: host,
        }),
      ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must be host:port/);
    }
  });
});
