import { cookies, headers } from 'next/headers';
import AppFrame from '@/components/shell/frame/AppFrame';
import { FRAME_COOKIE, parseFrame } from '@/components/shell/frame/frameState';
import ClientApp from './ClientApp';

/** Every non-API path serves the hash-routed admin app, under a frame that paints before any script runs. */
export default async function Page() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const frame = parseFrame((await cookies()).get(FRAME_COOKIE)?.value);
  return <ClientApp frame={<AppFrame {...frame} nonce={nonce} />} nonce={nonce} />;
}
