/** What the server needs to verify Firebase ID tokens and what the PWA needs to sign in. */
export interface FirebaseSettings {
  projectId: string;
  apiKey: string;
  authDomain: string;
  /** `host:port` of the Auth emulator; only ever set in test mode. */
  emulatorHost: string | undefined;
}

export class FirebaseConfigError extends Error {
  override readonly name = 'FirebaseConfigError';
}

const EMULATOR_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';
const TEST_MODE_VARIABLE = 'DASHCLIP_TEST_MODE';

/**
 * Firebase identity settings from the environment, or null when Firebase is not configured (local
 * accounts). The emulator accepts unsigned tokens, so pointing a real deployment at it would let
 * anyone sign in as anyone: the emulator variable is refused unless the test mode is switched on,
 * even when Firebase itself is off, because firebase-admin would honour it by itself.
 */
export function firebaseSettings(env: NodeJS.ProcessEnv): FirebaseSettings | null {
  const read = (name: string) => (env[name] === '' ? undefined : env[name]);
  const testMode = read(TEST_MODE_VARIABLE) === 'true';
  const emulatorHost = read(EMULATOR_VARIABLE);

  if (emulatorHost !== undefined && !testMode) {
    throw new FirebaseConfigError(
      `${EMULATOR_VARIABLE} is set but ${TEST_MODE_VARIABLE} is not 'true'. The Auth emulator accepts ` +
        `unsigned tokens and must never be used outside tests: unset ${EMULATOR_VARIABLE}, or set ` +
        `${TEST_MODE_VARIABLE}=true for a test run.`,
    );
  }
  if (emulatorHost !== undefined && !/^[^\s/:]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(emulatorHost)) {
    throw new FirebaseConfigError(
      `${EMULATOR_VARIABLE} must be host:port, for example 127.0.0.1:9099 (no http://).`,
    );
  }

  const projectId = read('FIREBASE_PROJECT_ID');
  if (projectId === undefined) return null;

  const apiKey = read('FIREBASE_API_KEY') ?? (testMode ? 'demo-key' : undefined);
  if (apiKey === undefined) {
    throw new FirebaseConfigError(
      'FIREBASE_PROJECT_ID is set but FIREBASE_API_KEY is not: the web sign-in needs the ' +
        "project's Web API key (Firebase console → Project settings).",
    );
  }
  return {
    projectId,
    apiKey,
    authDomain: read('FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    emulatorHost,
  };
}
