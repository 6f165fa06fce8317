import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { askAssistant, type AssistantAnswer } from '@/lib/client/api/assistant';
import RemixIcon from '@/components/shell/RemixIcon';
import { questionError } from './helpForms';

type Exchange = { question: string; answer?: AssistantAnswer; failed?: boolean };

const EXAMPLES = ['example1', 'example2', 'example3'] as const;
const MAX_QUESTION = 500;

function Sources({ answer }: { answer: AssistantAnswer }) {
  const t = useTranslations('help.assistant');
  const navigate = useNavigate();
  if (!answer.sources.length) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }} data-testid="assistant-sources">
      <Typography variant="caption" color="text.secondary">{t('sources')}</Typography>
      {answer.sources.map((s, i) => (
        <Typography key={`${s.docId}-${i}`} variant="body2">
          [{i + 1}]{' '}
          <Link component="button" type="button" onClick={() => navigate(s.kind === 'faq' ? '/faq' : `/document_detail?id=${s.docId}`)}>{s.title}</Link>
          <Typography component="span" variant="body2" color="text.secondary">{` — ${s.excerpt.slice(0, 60)}…`}</Typography>
        </Typography>
      ))}
    </Stack>
  );
}

/** 政策问答: a clerk asks about the product and the filing rules; answered from the help documents and the FAQ. */
export default function PolicyAssistant() {
  const t = useTranslations('help.assistant');
  const [question, setQuestion] = useState('');
  const [touched, setTouched] = useState(false);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const ask = useMutation({ mutationFn: askAssistant });
  const trimmed = question.trim();
  const refused = touched ? questionError(question) : null;
  const error = refused ? t(refused) : undefined;

  useEffect(() => {
    // Newer browsers return a promise here; an effect may only return its cleanup.
    void end.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [exchanges]);

  const send = async (text = trimmed) => {
    setTouched(true);
    if (questionError(text) || ask.isPending) return;
    const history = exchanges.flatMap((e) => (e.answer ? [{ role: 'user' as const, content: e.question }, { role: 'assistant' as const, content: e.answer.answer }] : [])).slice(-6);
    setExchanges((xs) => [...xs, { question: text }]);
    setQuestion('');
    setTouched(false);
    try {
      const answer = await ask.mutateAsync({ question: text, history });
      setExchanges((xs) => xs.map((x, i) => (i === xs.length - 1 ? { ...x, answer } : x)));
    } catch {
      setExchanges((xs) => xs.map((x, i) => (i === xs.length - 1 ? { ...x, failed: true } : x)));
      setQuestion(text);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h1">{t('title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('intro')}</Typography>
      </Paper>
      <Stack spacing={2} data-testid="assistant-conversation">
        {exchanges.length === 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {EXAMPLES.map((k) => <Chip key={k} label={t(k)} onClick={() => void send(t(k))} variant="outlined" />)}
          </Stack>
        )}
        {exchanges.map((x, i) => (
          <Stack key={i} spacing={1}>
            <Paper sx={{ p: 1.5, alignSelf: 'flex-end', maxWidth: '85%', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{x.question}</Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 1.5, maxWidth: '100%' }} data-testid="assistant-answer">
              {!x.answer && !x.failed && <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><CircularProgress size={18} /><Typography color="text.secondary">{t('thinking')}</Typography></Stack>}
              {x.failed && <Alert severity="error">{t('failed')}</Alert>}
              {x.answer && (
                <>
                  {x.answer.mode === 'retrieval' && (
                    <Alert severity="info" sx={{ mb: 1 }} data-testid="assistant-retrieval-only">{t(x.answer.fallback === 'failed' ? 'modelFailed' : 'retrievalOnly')}</Alert>
                  )}
                  <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{x.answer.answer}</Typography>
                  <Sources answer={x.answer} />
                </>
              )}
            </Paper>
          </Stack>
        ))}
        <div ref={end} />
      </Stack>
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            fullWidth multiline maxRows={4} label={t('question')} value={question} error={Boolean(error)}
            helperText={error ?? `${question.length}/${MAX_QUESTION}`} onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); void send(); } }}
            slotProps={{ htmlInput: { maxLength: MAX_QUESTION, 'data-testid': 'assistant-question' } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={ask.isPending} startIcon={<RemixIcon name="send-plane-2-line" />} data-testid="assistant-send" sx={{ whiteSpace: 'nowrap' }}>
              {t('send')}
            </Button>
          </Box>
        </Stack>
        <Typography variant="caption" color="text.secondary">{t('disclaimer')}</Typography>
      </Paper>
    </Stack>
  );
}
