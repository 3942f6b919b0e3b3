import { describe, expect, it } from 'vitest';
import { identityTokens } from './identityTokens.ts';

const tokens = identityTokens('a-secret-that-is-long-enough-for-hs256-use!!');
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('identity tokens', () => {
  it('a session token names its user and session', async () => {
    const token = await tokens.issueSession('u1', 's1', inAnHour());
    expect(await tokens.verifySession(token)).toMatchObject({ uid: 'u1', sessionId: 's1' });
  });
  it('refuses expired, forged, tampered and cross-purpose tokens', async () => {
    expect(
      await tokens.verifySession(await tokens.issueSession('u1', 's1', new Date(Date.now() - 1000))),
    ).toBeNull();
    const forged = await identityTokens('another-secret-that-is-long-enough-for-hs256').issueSession(
      'u1',
      's1',
      inAnHour(),
    );
    expect(await tokens.verifySession(forged)).toBeNull();
    const [header, payload, signature] = (await tokens.issueSession('u1', 's1', inAnHour())).split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verifySession(`${header}.${edited}.${signature}`)).toBeNull();
    const link = await tokens.issueLink('verify-email', 'u1', 'v1', inAnHour());
    expect(await tokens.verifySession(link)).toBeNull();
    expect(await tokens.verifyLink('reset-password', link)).toBeNull();
    expect(await tokens.verifyLink('verify-email', link)).toEqual({ uid: 'u1', id: 'v1', sessionId: null });
    expect(await tokens.verifySession('garbage')).toBeNull();
  });
  it('a media token names its user, session and clip, for one purpose only', async () => {
    const claims = { uid: 'u1', sessionId: 's1', clipId: 'c1', purpose: 'watch-original' as const };
    const token = await tokens.issueMedia(claims, inAnHour());
    expect(await tokens.verifyMedia('watch-original', token)).toEqual(claims);
    expect(await tokens.verifySession(token)).toBeNull();
    expect(await tokens.verifyLink('verify-email', token)).toBeNull();
    const session = await tokens.issueSession('u1', 's1', inAnHour());
    expect(await tokens.verifyMedia('watch-original', session)).toBeNull();
  });
  it('refuses expired, forged and tampered media tokens', async () => {
    const claims = { uid: 'u1', sessionId: 's1', clipId: 'c1', purpose: 'watch-original' as const };
    const expired = await tokens.issueMedia(claims, new Date(Date.now() - 1000));
    expect(await tokens.verifyMedia('watch-original', expired)).toBeNull();
    const forged = await identityTokens('another-secret-that-is-long-enough-for-hs256').issueMedia(
      claims,
      inAnHour(),
    );
    expect(await tokens.verifyMedia('watch-original', forged)).toBeNull();
    const [header, payload, signature] = (await tokens.issueMedia(claims, inAnHour())).split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), clip: 'c2' }),
    ).toString('base64url');
    expect(await tokens.verifyMedia('watch-original', `${header}.${edited}.${signature}`)).toBeNull();
  });
});

describe('download links and pseudonyms', () => {
  const tokens = identityTokens('a-secret-that-is-long-enough-for-hs256!!');
  it('a download link names the session it was made in', async () => {
    const link = await tokens.issueLink('download-purchase', 'u1', 'p1', new Date(Date.now() + 60_000), 's1');
    expect(await tokens.verifyLink('download-purchase', link)).toEqual({
      uid: 'u1',
      id: 'p1',
      sessionId: 's1',
    });
  });
  it('pseudonyms are stable, keyed by the secret, and do not contain what they stand for', () => {
    const other = identityTokens('another-secret-that-is-long-enough-too!!');
    expect(tokens.pseudonym('account:a@b.th')).toBe(tokens.pseudonym('account:a@b.th'));
    expect(tokens.pseudonym('account:a@b.th')).not.toBe(other.pseudonym('account:a@b.th'));
    expect(tokens.pseudonym('account:a@b.th')).not.toContain('a@b.th');
  });
});
