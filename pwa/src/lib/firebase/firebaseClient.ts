/**
 * The Firebase web SDK, loaded only in Firebase mode (GET /auth/config says so) and only when it is
 * needed, so local mode never downloads it. Our own session comes from POST /auth/firebase-auth;
 * the Firebase session (kept by the SDK in IndexedDB) is needed again only for what must be proved
 * to Firebase itself: linking a phone number and a fresh sign-in before deleting the account.
 */
import type * as FirebaseAuthModule from 'firebase/auth';
import type { Auth, AuthProvider, User, UserCredential } from 'firebase/auth';
import type { AuthConfig } from '../authConfig.ts';

export type SocialProvider = 'google' | 'facebook';

export type FirebaseSettings = NonNullable<AuthConfig['firebase']>;

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

type FirebaseAuthSdk = typeof FirebaseAuthModule;

function socialProvider(sdk: FirebaseAuthSdk, provider: SocialProvider): AuthProvider {
  return provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider();
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
  const sdk = await import('firebase/auth');
  const credential = await sdk.signInWithPopup(auth, socialProvider(sdk, provider));
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

/** A FirebaseError-like value, so every failure is mapped to Thai in one place (firebaseErrors). */
function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/** The identity signed in with the SDK, once it has restored its session from IndexedDB. */
async function currentFirebaseUser(settings: FirebaseSettings, expectedUid: string): Promise<User> {
  const auth = await firebaseAuth(settings);
  await auth.authStateReady();
  const user = auth.currentUser;
  // Another identity in this browser must not be linked to (or prove) this account.
  if (!user || user.uid !== expectedUid) throw authError('auth/user-token-expired');
  return user;
}

export interface PhoneCodeSent {
  /** Checks the SMS code with Firebase; resolves with an ID token that carries the number. */
  confirm(code: string): Promise<string>;
}

export type PhoneLinkStart =
  { alreadyLinked: true; idToken: string } | { alreadyLinked: false; sent: PhoneCodeSent };

/**
 * Sends the SMS code that links `phone` to the signed-in identity, behind an invisible reCAPTCHA
 * drawn in `container` (the emulator replaces it with its mock). A different number linked before is
 * unlinked first: the profile's number is the one to prove.
 */
export async function startPhoneLink(
  settings: FirebaseSettings,
  uid: string,
  phone: string,
  container: HTMLElement,
): Promise<PhoneLinkStart> {
  const user = await currentFirebaseUser(settings, uid);
  if (user.phoneNumber === phone) return { alreadyLinked: true, idToken: await user.getIdToken(true) };
  const { RecaptchaVerifier, linkWithPhoneNumber, unlink } = await import('firebase/auth');
  if (user.phoneNumber) await unlink(user, 'phone');
  const auth = await firebaseAuth(settings);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    const confirmation = await linkWithPhoneNumber(user, phone, verifier);
    return {
      alreadyLinked: false,
      sent: {
        async confirm(code: string) {
          const credential = await confirmation.confirm(code);
          return credential.user.getIdToken(true);
        },
      },
    };
  } finally {
    verifier.clear();
  }
}

export type ReauthMethod = { password: string; email: string } | { provider: SocialProvider };

/** Which ways the signed-in identity can prove itself again; null when the SDK holds no session. */
export async function firebaseSignInMethods(
  settings: FirebaseSettings,
  uid: string,
): Promise<{ password: boolean; social: SocialProvider[] } | null> {
  try {
    const user = await currentFirebaseUser(settings, uid);
    const providers = user.providerData.map((info) => info.providerId);
    return {
      password: providers.includes('password'),
      social: (['google', 'facebook'] as const).filter((name) => providers.includes(`${name}.com`)),
    };
  } catch {
    return null;
  }
}

/**
 * A sign-in made just now (the server accepts an account deletion only with an ID token whose
 * auth_time is recent). With no SDK session left the visitor signs in afresh, which proves the
 * same; the server still checks the token is this account's.
 */
export async function freshSignInToken(
  settings: FirebaseSettings,
  uid: string,
  method: ReauthMethod,
): Promise<string> {
  const auth = await firebaseAuth(settings);
  await auth.authStateReady();
  const sdk = await import('firebase/auth');
  const user = auth.currentUser?.uid === uid ? auth.currentUser : null;
  let credential: UserCredential;
  if ('provider' in method) {
    const provider = socialProvider(sdk, method.provider);
    credential = user
      ? await sdk.reauthenticateWithPopup(user, provider)
      : await sdk.signInWithPopup(auth, provider);
  } else {
    credential = user
      ? await sdk.reauthenticateWithCredential(
          user,
          sdk.EmailAuthProvider.credential(method.email, method.password),
        )
      : await sdk.signInWithEmailAndPassword(auth, method.email, method.password);
  }
  if (credential.user.uid !== uid) throw authError('auth/user-mismatch');
  return credential.user.getIdToken(true);
}
