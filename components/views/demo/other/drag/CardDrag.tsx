import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { moveItem } from './reorder';

const CARDS: [key: string, icon: string][] = [
  ['units', 'building-2-line'], ['persons', 'team-line'], ['posts', 'briefcase-line'],
  ['recruit', 'user-add-line'], ['review', 'shield-check-line'], ['reports', 'bar-chart-box-line'],
];

/** Cards reordered by dragging one onto another, or with the arrow buttons. */
export default function CardDrag() {
  const t = useTranslations('demo.drag');
  const [order, setOrder] = useState(CARDS);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragged !== null) setOrder((o) => moveItem(o, dragged, to));
    setDragged(null);
    setOver(null);
  };

  return (
    <DemoCard title={t('cardTitle')} subtitle={t('cardHint')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} data-testid="drag-cards">
        {order.map(([key, icon], i) => (
          <Card
            key={key} draggable data-testid={`drag-card-${key}`}
            onDragStart={(e) => { setDragged(i); e.dataTransfer.effectAllowed = 'move'; }}
            onDragOver={(e) => { e.preventDefault(); setOver(i); }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => drop(e, i)} onDragEnd={() => { setDragged(null); setOver(null); }}
            sx={{ cursor: 'grab', opacity: dragged === i ? 0.4 : 1, borderColor: over === i && dragged !== i ? 'primary.main' : 'divider', borderStyle: over === i ? 'dashed' : 'solid' }}
          >
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box sx={{ color: 'primary.main' }}><RemixIcon name={icon} size={28} /></Box>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{t(`cards.${key}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">{t(`cards.${key}.text`)}</Typography>
              </div>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
              <IconButton size="small" disabled={i === 0} aria-label={t('moveBefore', { title: t(`cards.${key}.title`) })} onClick={() => setOrder((o) => moveItem(o, i, i - 1))}>
                <RemixIcon name="arrow-left-line" />
              </IconButton>
              <IconButton size="small" disabled={i === order.length - 1} aria-label={t('moveAfter', { title: t(`cards.${key}.title`) })} onClick={() => setOrder((o) => moveItem(o, i, i + 1))}>
                <RemixIcon name="arrow-right-line" />
              </IconButton>
            </CardActions>
          </Card>
        ))}
      </Box>
    </DemoCard>
  );
}
