import { cookies, headers } from 'next/headers';
import { preload } from 'react-dom';
import type { MessagePart } from '@/data/i18n/parts';
import AppFrame from '@/components/shell/frame/AppFrame';
import { FRAME_COOKIE, parseFrame, type FrameState } from '@/components/shell/frame/frameState';
import { messagesPath } from '@/lib/i18n/messagesAhead';
import { onDemoDatabase } from '@/lib/server/db/kind';
import { servedParts } from '@/lib/server/messageParts';
import ClientApp from './ClientApp';

/**
 * The messages the first screen shows, linked in the head so that they download beside the page's scripts (after them:
 * the scripts run first) rather than once the scripts ran: the shell's with the sign-in pages', or with every module's.
 */
async function preloadMessages({ language, look }: FrameState) {
  const parts: MessagePart[] = look === 'login' ? ['shell', 'registration'] : ['shell', 'modules'];
  const { version } = await servedParts(language, parts);
  preload(messagesPath(language, parts, version), { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low' });
}

/** Every non-API path serves the hash-routed admin app, under a frame that paints before any script runs. */
export default async function Page() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const frame = parseFrame((await cookies()).get(FRAME_COOKIE)?.value);
  await preloadMessages(frame);
  return <ClientApp frame={<AppFrame {...frame} nonce={nonce} demoDatabase={onDemoDatabase()} />} nonce={nonce} />;
}
