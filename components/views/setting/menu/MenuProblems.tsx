import Alert from '@mui/material/Alert';
import { useLocale, useTranslations } from 'next-intl';

export interface Problem { code: string; at: string; message: string; messageEn: string }

/** Why the server refused a tree: each rule broken and where. */
export default function MenuProblems({ message, problems }: { message: string; problems: Problem[] }) {
  const t = useTranslations('menuAdmin');
  const en = useLocale() === 'en';
  if (!problems.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="menu-problems">
      {problems.length === 1 ? message : t('refused')}
      {problems.length > 1 && <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>{problems.map((p) => <li key={`${p.code}${p.at}`}>{en ? p.messageEn : p.message}</li>)}</ul>}
    </Alert>
  );
}
