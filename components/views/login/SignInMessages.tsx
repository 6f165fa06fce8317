import SignInIcon from '@/components/shell/SignInIcon';
import { useTranslate } from '@/lib/client/i18n';
import { useMessageStore } from '@/lib/client/stores/messages';

/**
 * The sign-in page's toasts while the app is not loaded: the queue the app's Toaster shows (a refusal, the welcome),
 * with the same texts, test ids and close button, top centre clear of the language switch, in a polite live region.
 */
export default function SignInMessages() {
  const t = useTranslate();
  const queue = useMessageStore((s) => s.queue);
  const dismiss = useMessageStore((s) => s.dismiss);
  return (
    <div className="signin__toasts" aria-live="polite">
      {queue.map((m) => (
        <div key={m.id} role="alert" className={`signin__toast signin__toast--${m.kind}`} data-testid={`message-${m.kind}`}>
          <span className="signin__toast-text">{m.text}</span>
          <button type="button" className="signin__toast-close" aria-label={t('login.closeMessage')} onClick={() => dismiss(m.id)}>
            <SignInIcon name="close-line" size={20} />
          </button>
        </div>
      ))}
    </div>
  );
}
