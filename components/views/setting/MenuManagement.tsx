import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { deleteMenu, getMenuTree, menuKeys, moveMenu } from '@/lib/client/api/menu';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import MenuEntryDialog from './menu/MenuEntryDialog';
import MenuMoveDialog from './menu/MenuMoveDialog';
import MenuTreeList, { type MenuAction } from './menu/MenuTreeList';
import { countBelow, nestEntries, type MenuNode } from './menu/menuForm';

type Dialog =
  | { kind: 'add'; parentId: number | null }
  | { kind: 'edit' | 'delete' | 'moveTo'; node: MenuNode }
  | null;

/** 菜单管理: the route tree /api/router/getRouterList serves, edited entry by entry; the server refuses a tree the app could not route. */
export default function MenuManagement() {
  const t = useTranslations('menuAdmin');
  const tUi = useTranslations('ui');
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: menuKeys.tree(), queryFn: getMenuTree });
  const tree = useMemo(() => nestEntries(data?.list ?? []), [data]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => client.invalidateQueries({ queryKey: menuKeys.all }), [client]);
  const done = () => {
    setDialog(null);
    void reload();
  };
  const remove = async (node: MenuNode) => {
    setBusy(true);
    const answer = await deleteMenu({ id: node.id, version: node.version }).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('deleted'));
      done();
    } else message.error(answer.message);
  };
  const { run: move } = useRepeatClickGuard(async (body: Parameters<typeof moveMenu>[0]) => {
    setBusy(true);
    const answer = await moveMenu(body).finally(() => setBusy(false));
    if (answer.kind !== 'done') message.error(answer.message);
    await reload();
  });
  // Stable, so the memoised tree does not re-render when a dialog opens.
  const onAction = useCallback((action: MenuAction, node: MenuNode, index: number) => {
    if (action === 'add') return setDialog({ kind: 'add', parentId: node.id });
    if (action !== 'up' && action !== 'down') return setDialog({ kind: action, node });
    move({ id: node.id, version: node.version, parentId: node.parentId, index: action === 'up' ? index - 1 : index + 1 });
  }, [move]);

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>{t('hint')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} disabled={!data} onClick={() => setDialog({ kind: 'add', parentId: null })} data-testid="menu-add-top">
            {t('add')}
          </Button>
        </Stack>
      </Paper>
      {isError && <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
      <Paper role="tree" aria-busy={busy} data-testid="menu-tree" sx={{ overflow: 'hidden' }}>
        {isPending && !isError && [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height={40} sx={{ mx: 2 }} />)}
        {data && tree.length === 0 && <Typography sx={{ p: 3 }} color="text.secondary">{t('empty')}</Typography>}
        <MenuTreeList nodes={tree} busy={busy} onAction={onAction} />
      </Paper>
      {data && dialog?.kind === 'add' && (
        <MenuEntryDialog parentId={dialog.parentId} components={data.components} onClose={() => setDialog(null)} onSaved={done} onConflict={done} />
      )}
      {data && dialog?.kind === 'edit' && (
        <MenuEntryDialog entry={dialog.node} parentId={dialog.node.parentId} components={data.components} onClose={() => setDialog(null)} onSaved={done} onConflict={done} />
      )}
      {dialog?.kind === 'moveTo' && <MenuMoveDialog node={dialog.node} tree={tree} onClose={() => setDialog(null)} onDone={done} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'} danger busy={busy} title={t('deleteTitle')} confirmText={t('delete')}
        onClose={() => setDialog(null)} onConfirm={() => dialog?.kind === 'delete' && remove(dialog.node)}
      >
        {dialog?.kind === 'delete' ? t('deleteConfirm', { title: dialog.node.meta.title ?? dialog.node.path, count: countBelow(dialog.node) }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
