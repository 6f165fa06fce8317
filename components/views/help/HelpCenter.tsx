import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { deleteHelpDoc, downloadHelpDocFile, getHelpDocs, helpDocKeys } from '@/lib/client/api/helpDoc';
import { useAclStore } from '@/lib/client/stores/acl';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import RemixIcon from '@/components/shell/RemixIcon';
import HelpDocDialog from './HelpDocDialog';
import HtmlContent from './HtmlContent';

const FAQ_PAGE = 10;

/** 常见问题 / help center: the operation manuals, the FAQ with search, the way to the policy assistant; admin maintains them. */
export default function HelpCenter() {
  const t = useTranslations('help.docs');
  const tUi = useTranslations('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const isAdmin = useAclStore((s) => s.role.includes('admin'));
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<{ kind: HelpDocItem['kind']; doc?: HelpDocItem } | null>(null);
  const [deleting, setDeleting] = useState<HelpDocItem | null>(null);
  const [busy, setBusy] = useState(false);

  const manualQuery = { kind: 'manual' as const, pageNo: 1, pageSize: 50 };
  const faqQuery = { kind: 'faq' as const, pageNo, pageSize: FAQ_PAGE, keyword: search || undefined };
  const manuals = useQuery({ queryKey: helpDocKeys.list(manualQuery), queryFn: () => getHelpDocs(manualQuery) });
  const faq = useQuery({ queryKey: helpDocKeys.list(faqQuery), queryFn: () => getHelpDocs(faqQuery), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: helpDocKeys.all });

  const adminActions = (doc: HelpDocItem) => isAdmin && (
    <Stack direction="row" onClick={(e) => e.stopPropagation()}>
      <Tooltip title={t('edit')}><IconButton size="small" aria-label={t('edit')} onClick={() => setEditing({ kind: doc.kind, doc })}><RemixIcon name="edit-line" /></IconButton></Tooltip>
      <Tooltip title={t('delete')}><IconButton size="small" color="error" aria-label={t('delete')} onClick={() => setDeleting(doc)}><RemixIcon name="delete-bin-line" /></IconButton></Tooltip>
    </Stack>
  );
  const failed = (q: { isError: boolean; refetch(): unknown }) => q.isError && (
    <Alert severity="error" action={<Button onClick={() => q.refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await deleteHelpDoc(deleting.id);
      if (answer.kind === 'done') message.success(t('deleted'));
      else message.error(answer.message);
      setDeleting(null);
      void refresh();
    } catch {
      message.error(tUi('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <RemixIcon name="robot-2-line" size={28} />
        <Typography sx={{ flex: 1, minWidth: 200 }}>{t('assistantIntro')}</Typography>
        <Button variant="contained" onClick={() => navigate('/deepseek')} data-testid="open-assistant">{t('openAssistant')}</Button>
      </Paper>

      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">{t('manuals')}</Typography>
          {isAdmin && <Button startIcon={<RemixIcon name="add-line" />} onClick={() => setEditing({ kind: 'manual' })}>{t('newManual')}</Button>}
        </Stack>
        {failed(manuals)}
        {manuals.isLoading && <CircularProgress size={24} />}
        {manuals.data?.list.length === 0 && <Typography color="text.secondary">{t('noManuals')}</Typography>}
        <Grid container spacing={2}>
          {manuals.data?.list.map((doc) => (
            <Grid key={doc.id} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{doc.title}</Typography>
                  <Typography variant="body2" color="text.secondary">{t(`companyTypes.${doc.companyType}`)} · {t('updatedAt', { at: doc.updatedAt })}</Typography>
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => navigate(`/document_detail?id=${doc.id}`)} data-testid={`help-doc-open-${doc.id}`}>{t('read')}</Button>
                  {doc.files.map((f) => (
                    <Button key={f.id} size="small" startIcon={<RemixIcon name="download-2-line" />} onClick={() => downloadHelpDocFile(doc.id, f).catch((e: Error) => message.error(e.message))}>
                      {f.name}
                    </Button>
                  ))}
                  <Stack sx={{ flex: 1 }} />
                  {adminActions(doc)}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Stack>

      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">{t('faq')}</Typography>
          <Stack direction="row" spacing={1} component="form" onSubmit={(e) => { e.preventDefault(); setSearch(keyword.trim()); setPageNo(1); }}>
            <TextField size="small" label={t('searchFaq')} value={keyword} onChange={(e) => setKeyword(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
            <Button type="submit" variant="contained">{tUi('search')}</Button>
            {isAdmin && <Button startIcon={<RemixIcon name="add-line" />} onClick={() => setEditing({ kind: 'faq' })} data-testid="faq-new">{t('newFaq')}</Button>}
          </Stack>
        </Stack>
        {failed(faq)}
        {faq.isLoading && <CircularProgress size={24} />}
        {faq.data?.list.length === 0 && <Typography color="text.secondary">{search ? t('noMatch', { keyword: search }) : t('noFaq')}</Typography>}
        <div data-testid="faq-list">
          {faq.data?.list.map((doc) => (
            <Accordion key={doc.id} disableGutters>
              <AccordionSummary expandIcon={<RemixIcon name="arrow-down-s-line" />}>
                <Typography sx={{ flex: 1, fontWeight: 500 }}>{doc.title}</Typography>
                {adminActions(doc)}
              </AccordionSummary>
              <AccordionDetails>
                <HtmlContent html={doc.body} />
                {doc.files.length > 0 && (
                  <Button size="small" onClick={() => navigate(`/document_detail?id=${doc.id}`)}>{t('filesCount', { n: doc.files.length })}</Button>
                )}
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
        {(faq.data?.total ?? 0) > FAQ_PAGE && (
          <Pagination count={Math.ceil((faq.data?.total ?? 0) / FAQ_PAGE)} page={pageNo} onChange={(_, p) => setPageNo(p)} sx={{ alignSelf: 'center' }} />
        )}
      </Stack>

      {editing && (
        <HelpDocDialog
          kind={editing.kind} doc={editing.doc} onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t('saved'));
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog open={Boolean(deleting)} title={t('deleteTitle')} danger busy={busy} confirmText={t('delete')} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {t('deleteText', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
