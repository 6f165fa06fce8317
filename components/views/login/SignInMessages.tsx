import { useMessageStore } from '@/lib/client/stores/messages';

/**
 * The sign-in page's toasts while the app is not loaded: the queue the app's Toaster shows (a refusal, the welcome),
 * with the same texts and test ids, top centre, in a polite live region.
 */
export default function SignInMessages() {
  const queue = useMessageStore((s) => s.queue);
  return (
    <div className="signin__toasts" aria-live="polite">
      {queue.map((m) => (
        <div key={m.id} role="alert" className={`signin__toast signin__toast--${m.kind}`} data-testid={`message-${m.kind}`}>
          {m.text}
        </div>
      ))}
    </div>
  );
}
