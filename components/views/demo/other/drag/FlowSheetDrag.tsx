import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { insertItem, moveItem } from './reorder';

const KINDS: [kind: string, icon: string][] = [
  ['fill', 'edit-2-line'], ['unitReview', 'building-line'], ['authorityReview', 'shield-check-line'],
  ['bureauReview', 'government-line'], ['archive', 'archive-line'], ['notify', 'notification-3-line'],
];

interface Step {
  id: number;
  kind: string;
}

type Dragging = { from: 'palette'; kind: string } | { from: 'sheet'; index: number };

/** A flow sheet built by dragging steps from the palette and reordering them; buttons do the same without a mouse. */
export default function FlowSheetDrag() {
  const t = useTranslations('demo.drag');
  const nextId = useRef(3);
  const [steps, setSteps] = useState<Step[]>([{ id: 1, kind: 'fill' }, { id: 2, kind: 'authorityReview' }]);
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const icon = (kind: string) => KINDS.find(([k]) => k === kind)?.[1] ?? 'checkbox-blank-circle-line';
  const newStep = (kind: string): Step => ({ id: nextId.current++, kind });

  const dropAt = (e: DragEvent, at: number) => {
    e.preventDefault();
    e.stopPropagation();
    if (dragging?.from === 'palette') {
      const step = newStep(dragging.kind);
      setSteps((s) => insertItem(s, step, at));
    }
    if (dragging?.from === 'sheet') setSteps((s) => moveItem(s, dragging.index, dragging.index < at ? at - 1 : at));
    setDragging(null);
    setOver(null);
  };

  return (
    <DemoCard title={t('flowTitle')} subtitle={t('flowHint')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{t('palette')}</Typography>
          <Stack spacing={1}>
            {KINDS.map(([kind, ic]) => (
              <Paper
                key={kind} variant="outlined" draggable data-testid={`palette-${kind}`}
                onDragStart={() => setDragging({ from: 'palette', kind })} onDragEnd={() => { setDragging(null); setOver(null); }}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, cursor: 'grab' }}
              >
                <RemixIcon name={ic} />
                <Typography sx={{ flex: 1 }}>{t(`kinds.${kind}`)}</Typography>
                <IconButton size="small" aria-label={t('append', { step: t(`kinds.${kind}`) })} onClick={() => { const step = newStep(kind); setSteps((s) => [...s, step]); }}>
                  <RemixIcon name="add-line" />
                </IconButton>
              </Paper>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>{t('sheet', { count: steps.length })}</Typography>
            <Button size="small" disabled={!steps.length} onClick={() => setSteps([])}>{t('clearSheet')}</Button>
          </Stack>
          <Box
            component="ol" data-testid="flow-sheet"
            onDragOver={(e) => { e.preventDefault(); setOver(steps.length); }} onDrop={(e) => dropAt(e, steps.length)}
            sx={{ listStyle: 'none', m: 0, p: 2, minHeight: 240, border: 2, borderStyle: 'dashed', borderRadius: 1, borderColor: over === steps.length ? 'primary.main' : 'divider' }}
          >
            {!steps.length && <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>{t('emptySheet')}</Typography>}
            {steps.map((step, i) => (
              <Box
                component="li" key={step.id} draggable data-testid={`sheet-step-${i}`}
                onDragStart={(e) => { e.stopPropagation(); setDragging({ from: 'sheet', index: i }); }}
                onDragOver={(e) => { e.preventDefault(); e.stopPropagation(); setOver(i); }}
                onDrop={(e) => dropAt(e, i)} onDragEnd={() => { setDragging(null); setOver(null); }}
                sx={{ borderTop: 3, borderColor: over === i ? 'primary.main' : 'transparent', pt: 0.5 }}
              >
                <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, cursor: 'grab' }}>
                  <Chip size="small" label={i + 1} color="primary" />
                  <RemixIcon name={icon(step.kind)} />
                  <Typography sx={{ flex: 1 }}>{t(`kinds.${step.kind}`)}</Typography>
                  <IconButton size="small" disabled={i === 0} aria-label={t('moveUp')} onClick={() => setSteps((s) => moveItem(s, i, i - 1))}><RemixIcon name="arrow-up-line" /></IconButton>
                  <IconButton size="small" disabled={i === steps.length - 1} aria-label={t('moveDown')} onClick={() => setSteps((s) => moveItem(s, i, i + 1))}><RemixIcon name="arrow-down-line" /></IconButton>
                  <IconButton size="small" color="error" aria-label={t('removeStep')} onClick={() => setSteps((s) => s.filter((x) => x.id !== step.id))}><RemixIcon name="close-line" /></IconButton>
                </Paper>
                {i < steps.length - 1 && <Box sx={{ textAlign: 'center', color: 'text.secondary', lineHeight: 1 }}><RemixIcon name="arrow-down-line" /></Box>}
              </Box>
            ))}
          </Box>
        </Grid>
      </Grid>
    </DemoCard>
  );
}
