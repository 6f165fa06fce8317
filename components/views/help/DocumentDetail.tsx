import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { downloadHelpDocFile, getHelpDoc, helpDocFileUrl, helpDocKeys } from '@/lib/client/api/helpDoc';
import { message } from '@/lib/client/stores/messages';
import RemixIcon from '@/components/shell/RemixIcon';
import HtmlContent from './HtmlContent';

/** The first PDF of a document, shown in the page. */
function PdfPreview({ doc }: { doc: HelpDocItem }) {
  const t = useTranslations('help.docs');
  const pdf = doc.files.find((f) => f.mime === 'application/pdf');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!pdf) return undefined;
    let made: string | null = null;
    helpDocFileUrl(doc.id, pdf.id).then((u) => { made = u; setUrl(u); }, () => setFailed(true));
    return () => { if (made) URL.revokeObjectURL(made); };
  }, [doc.id, pdf]);
  if (!pdf) return null;
  if (failed) return <Alert severity="warning">{t('previewFailed')}</Alert>;
  if (!url) return <CircularProgress size={24} />;
  return <Box component="iframe" title={pdf.name} src={url} sx={{ width: '100%', height: 720, border: 1, borderColor: 'divider' }} />;
}

/** 帮助文档: one help document in the app — its text, its files to download and its PDF to read in place. */
export default function DocumentDetail() {
  const t = useTranslations('help.docs');
  const tUi = useTranslations('ui');
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width:900px)');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: doc, isLoading, isError, refetch } = useQuery({ queryKey: helpDocKeys.detail(id), queryFn: () => getHelpDoc(id), enabled: valid, retry: false });

  const back = <Button startIcon={<RemixIcon name="arrow-left-line" />} onClick={() => navigate('/faq')} sx={{ alignSelf: 'flex-start' }}>{t('backToHelp')}</Button>;
  if (!valid) return <Stack spacing={2}>{back}<Alert severity="info">{t('noDocument')}</Alert></Stack>;
  if (isLoading) return <CircularProgress />;
  if (isError || !doc) {
    return <Stack spacing={2}>{back}<Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{t('notFound')}</Alert></Stack>;
  }
  return (
    <Stack spacing={2}>
      {back}
      <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="document-detail">
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{doc.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {doc.kind === 'manual' ? t(`companyTypes.${doc.companyType}`) : t('faq')} · {t('updatedAt', { at: doc.updatedAt })}
        </Typography>
        <Divider sx={{ my: 2 }} />
        {doc.body ? <HtmlContent html={doc.body} /> : <Typography color="text.secondary">{t('noBody')}</Typography>}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('files')}</Typography>
        {doc.files.length === 0 && <Typography variant="body2" color="text.secondary">{t('noFiles')}</Typography>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} useFlexGap>
          {doc.files.map((f) => (
            <Button key={f.id} variant="outlined" size="small" startIcon={<RemixIcon name="download-2-line" />} onClick={() => downloadHelpDocFile(doc.id, f).catch((e: Error) => message.error(e.message))}>
              {f.name}
            </Button>
          ))}
        </Stack>
        {/* Phone browsers rarely show a PDF in a frame: there the file is downloaded. */}
        {wide && <PdfPreview doc={doc} />}
      </Paper>
    </Stack>
  );
}
