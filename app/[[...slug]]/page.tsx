import ClientApp from './ClientApp';

/** Every non-API path serves the hash-routed admin app. */
export default function Page() {
  return <ClientApp />;
}
