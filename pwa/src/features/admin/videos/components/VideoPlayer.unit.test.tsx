// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { errors } from '../../../../lib/texts.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';

const player = () => <VideoPlayer videoId="v1" title="คลิป v1" />;
const streamUrl = (token: string) => ({ url: `/api/videos/v1/stream?t=${token}`, expiresInSeconds: 300 });

/** Answers a fresh token each time it is asked. */
function tokens() {
  let issued = 0;
  return mockApi({ 'POST /videos/v1/stream-token': () => ok(streamUrl(`token-${++issued}`)) });
}

const videoOf = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;
const askedForTokens = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path === '/videos/v1/stream-token').length;

signedInAsAdmin();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin video player', () => {
  it('asks for a stream token on play and lets the browser stream the URL', async () => {
    const api = tokens();
    const { container } = await renderWithApp(player, t.play);
    expect(api.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: t.play }));
    await waitFor(() => expect(videoOf(container)).not.toBeNull());
    const video = videoOf(container);
    expect(video.getAttribute('src')).toBe('/api/videos/v1/stream?t=token-1');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe(t.playerLabel('คลิป v1'));
    expect(api.calls[0]).toMatchObject({ method: 'POST' });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('after the token ran out, a media error asks for a new URL once and resumes where it was', async () => {
    const api = tokens();
    const { container } = await renderWithApp(player, t.play);
    fireEvent.click(screen.getByRole('button', { name: t.play }));
    await waitFor(() => expect(videoOf(container)).not.toBeNull());
    fireEvent.loadedMetadata(videoOf(container));

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 301_000);
    videoOf(container).currentTime = 42;
    fireEvent.error(videoOf(container));
    await waitFor(() =>
      expect(videoOf(container).getAttribute('src')).toBe('/api/videos/v1/stream?t=token-2'),
    );
    // A new source starts from the beginning until the player seeks.
    videoOf(container).currentTime = 0;
    fireEvent.loadedMetadata(videoOf(container));
    expect(videoOf(container).currentTime).toBe(42);
    expect(askedForTokens(api)).toBe(2);

    // The new URL fails before it expires: that is a real failure, not a token to renew.
    fireEvent.error(videoOf(container));
    expect((await screen.findByRole('alert')).textContent).toBe(t.videoFailed);
    expect(askedForTokens(api)).toBe(2);
  });

  it('renews only once in a row: a renewed URL that fails before it ever loaded is a failure', async () => {
    const api = tokens();
    const { container } = await renderWithApp(player, t.play);
    fireEvent.click(screen.getByRole('button', { name: t.play }));
    await waitFor(() => expect(videoOf(container)).not.toBeNull());

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 301_000);
    fireEvent.error(videoOf(container));
    await waitFor(() =>
      expect(videoOf(container).getAttribute('src')).toBe('/api/videos/v1/stream?t=token-2'),
    );
    vi.spyOn(Date, 'now').mockReturnValue(now + 700_000);
    fireEvent.error(videoOf(container));
    expect((await screen.findByRole('alert')).textContent).toBe(t.videoFailed);
    expect(askedForTokens(api)).toBe(2);
  });

  it('says so in Thai when no token can be had, and offers to try again', async () => {
    mockApi({ 'POST /videos/v1/stream-token': fail(404, 'NOT_FOUND', 'ไม่พบวิดีโอ') });
    const { container } = await renderWithApp(player, t.play);
    fireEvent.click(screen.getByRole('button', { name: t.play }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.videoAccessFailed);
    expect(videoOf(container)).toBeNull();
    expect(screen.getByRole('button', { name: t.play })).toBeTruthy();
  });

  it('a dropped connection gets the connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderWithApp(player, t.play);
    fireEvent.click(screen.getByRole('button', { name: t.play }));
    expect((await screen.findByRole('alert')).textContent).toBe(errors.connection);
  });
});
