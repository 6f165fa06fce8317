import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { moveMenu } from '@/lib/client/api/menu';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { parentChoices, type MenuNode } from './menuForm';

interface Props { node: MenuNode; tree: MenuNode[]; onClose(): void; onDone(): void }

const TOP = 'top';

/** Moves an entry under another parent (or to the top level), last among its new siblings. */
export default function MenuMoveDialog({ node, tree, onClose, onDone }: Props) {
  const t = useTranslations('menuAdmin');
  const [parent, setParent] = useState(node.parentId ? String(node.parentId) : TOP);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = parentChoices(tree, node.id);

  const confirm = async () => {
    const parentId = parent === TOP ? null : Number(parent);
    const siblings = parentId === null ? tree : choices.find((c) => c.node.id === parentId)!.node.children;
    setBusy(true);
    const answer = await moveMenu({ id: node.id, version: node.version, parentId, index: siblings.length }).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('moved'));
      onDone();
    } else setError(answer.message);
  };

  return (
    <ConfirmDialog open title={t('moveTitle', { title: node.meta.title ?? node.path })} busy={busy} onConfirm={confirm} onClose={onClose}>
      <TextField select fullWidth size="small" label={t('fields.parent')} value={parent} sx={{ mt: 1 }}
        onChange={(e) => { setParent(e.target.value); setError(''); }} slotProps={{ htmlInput: { 'data-testid': 'menu-parent' } }}>
        <MenuItem value={TOP}>{t('topLevel')}</MenuItem>
        {choices.map(({ node: c, depth }) => (
          <MenuItem key={c.id} value={String(c.id)} sx={{ pl: 2 + depth * 2 }}>{`${c.meta.title ?? ''}  ${c.fullPath}`}</MenuItem>
        ))}
      </TextField>
      {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
    </ConfirmDialog>
  );
}
