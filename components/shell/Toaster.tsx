import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMessageStore } from '@/lib/client/stores/messages';

/** The toast queue, top centre; each message closes itself after the message duration. */
export default function Toaster() {
  const queue = useMessageStore((s) => s.queue);
  const dismiss = useMessageStore((s) => s.dismiss);
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: (t) => t.zIndex.snackbar, width: 'max-content', maxWidth: 'calc(100vw - 32px)' }}
    >
      {queue.map((m) => (
        <Alert key={m.id} severity={m.kind} variant="filled" elevation={3} onClose={() => dismiss(m.id)} data-testid={`message-${m.kind}`}>
          {m.text}
        </Alert>
      ))}
    </Stack>
  );
}
