import { useEffect, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { ACCEPTED, formatSize, MAX_FILE_BYTES, MAX_FILES, progressStep, screenFiles, type FileProblem } from './fileRules';

interface Item {
  id: number;
  name: string;
  size: number;
  type: string;
  progress: number;
}

const iconOf = (name: string) => (/\.(jpe?g|png|gif)$/i.test(name) ? 'image-line' : /\.pdf$/i.test(name) ? 'file-pdf-2-line' : /\.xlsx?$/i.test(name) ? 'file-excel-2-line' : 'file-word-2-line');

/** Files chosen or dropped, checked for type, size and count, then sent by a simulated transfer with progress. */
export default function Upload() {
  const t = useTranslations('demo.upload');
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [items, setItems] = useState<Item[]>([]);
  const [refused, setRefused] = useState<{ name: string; problem: FileProblem }[]>([]);
  const [over, setOver] = useState(false);
  const sending = items.some((i) => i.progress < 100);

  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      setItems((list) => list.map((i) => (i.progress < 100 ? { ...i, progress: Math.min(100, i.progress + progressStep(i.size)) } : i)));
    }, 100);
    return () => clearInterval(timer);
  }, [sending]);

  const add = (files: File[]) => {
    const screened = screenFiles(files, items);
    const added = screened.taken.map((f) => ({ id: nextId.current++, name: f.name, size: f.size, type: f.type || t('unknownType'), progress: 0 }));
    setItems((list) => [...list, ...added]);
    setRefused(screened.refused.map((r) => ({ name: r.file.name, problem: r.problem })));
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add([...e.dataTransfer.files]);
  };

  return (
    <DemoCard title={t('title')} subtitle={t('hint', { types: ACCEPTED.join(', '), size: formatSize(MAX_FILE_BYTES), count: MAX_FILES })}>
      <Box
        onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop} data-testid="upload-drop"
        sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 2, p: 4, textAlign: 'center', bgcolor: over ? 'action.hover' : 'transparent' }}
      >
        <Box sx={{ color: 'primary.main' }}><RemixIcon name="upload-cloud-2-line" size={44} /></Box>
        <Typography sx={{ my: 1 }}>{t('dropHere')}</Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>{t('choose')}</Button>
        <input
          ref={input} type="file" multiple hidden accept={ACCEPTED.map((x) => `.${x}`).join(',')} data-testid="upload-input"
          onChange={(e) => { add([...(e.target.files ?? [])]); e.target.value = ''; }}
        />
      </Box>
      {refused.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setRefused([])} data-testid="upload-refused">
          {refused.map((r) => <div key={`${r.name}-${r.problem}`}>{t(`problems.${r.problem}`, { name: r.name, size: formatSize(MAX_FILE_BYTES), count: MAX_FILES })}</div>)}
        </Alert>
      )}
      {items.length > 0 && (
        <>
          <List data-testid="upload-list">
            {items.map((i) => (
              <ListItem
                key={i.id} divider
                secondaryAction={<IconButton edge="end" aria-label={t('remove', { name: i.name })} onClick={() => setItems((l) => l.filter((x) => x.id !== i.id))}><RemixIcon name="delete-bin-line" /></IconButton>}
              >
                <ListItemIcon><RemixIcon name={iconOf(i.name)} size={24} /></ListItemIcon>
                <ListItemText
                  sx={{ pr: 4 }} slotProps={{ secondary: { component: 'div' } }}
                  primary={i.name}
                  secondary={(
                    <>
                      <div>{`${formatSize(i.size)} · ${i.type} · ${i.progress < 100 ? t('sending', { percent: Math.floor(i.progress) }) : t('done')}`}</div>
                      <LinearProgress variant="determinate" value={i.progress} color={i.progress < 100 ? 'primary' : 'success'} sx={{ mt: 0.5 }} aria-label={i.name} />
                    </>
                  )}
                />
              </ListItem>
            ))}
          </List>
          <Button color="error" onClick={() => setItems([])}>{t('clear')}</Button>
        </>
      )}
    </DemoCard>
  );
}
