/**
 * The Firebase web SDK, loaded only in Firebase mode (GET /auth/config says so) and only when the
 * visitor signs in, so local mode never downloads it. Our own session comes from
 * POST /auth/firebase-auth; the Firebase session is needed only during the sign-in flow.
 */
import type { Auth, User } from 'firebase/auth';
import type { AuthConfig } from '../api/getAuthConfig.ts';

export type SocialProvider = 'google' | 'facebook';

type FirebaseSettings = NonNullable<AuthConfig['firebase']>;

let authPromise: Promise<Auth> | null = null;

async function firebaseAuth(settings: FirebaseSettings): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, { getAuth, connectAuthEmulator }] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const app = initializeApp({
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
    });
    const auth = getAuth(app);
    auth.languageCode = 'th';
    if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    return auth;
  })();
  try {
    return await authPromise;
  } catch (error) {
    authPromise = null;
    throw error;
  }
}

export interface FirebaseSignIn {
  idToken: string;
  user: User;
}

async function withIdToken(user: User): Promise<FirebaseSignIn> {
  return { idToken: await user.getIdToken(), user };
}

export async function signInWithPassword(settings: FirebaseSettings, email: string, password: string) {
  const auth = await firebaseAuth(settings);
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return withIdToken(credential.user);
}

/** Creates the identity and mails Firebase's verification link back to this site. */
export async function registerWithPassword(settings: FirebaseSettings, email: string, password: string) {
  const auth = await firebaseAuth(settings);
  const { createUserWithEmailAndPassword, sendEmailVerification } = await import('firebase/auth');
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  await sendEmailVerification(credential.user, { url: window.location.origin });
  return withIdToken(credential.user);
}

export async function signInWithSocial(settings: FirebaseSettings, provider: SocialProvider) {
  const auth = await firebaseAuth(settings);
  const { signInWithPopup, GoogleAuthProvider, FacebookAuthProvider } = await import('firebase/auth');
  const credential = await signInWithPopup(
    auth,
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
  );
  return withIdToken(credential.user);
}

/** Sends the verification mail again to the identity signed in during this flow. */
export async function resendFirebaseVerification(settings: FirebaseSettings): Promise<void> {
  const auth = await firebaseAuth(settings);
  const { sendEmailVerification } = await import('firebase/auth');
  if (!auth.currentUser) throw Object.assign(new Error('no current user'), { code: 'auth/user-not-found' });
  await sendEmailVerification(auth.currentUser, { url: window.location.origin });
}

/** Re-reads the identity (has the visitor clicked the link?) and returns a fresh ID token. */
export async function reloadFirebaseUser(settings: FirebaseSettings): Promise<FirebaseSignIn | null> {
  const auth = await firebaseAuth(settings);
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  return { idToken: await user.getIdToken(true), user };
}

export async function signOutOfFirebase(settings: FirebaseSettings): Promise<void> {
  const auth = await firebaseAuth(settings);
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}
