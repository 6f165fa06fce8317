import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { dayPart } from '@/lib/domain/welcome';
import { useAclStore } from '@/lib/client/stores/acl';
import { isMockMode } from '@/lib/client/apiBase';
import { useUserStore } from '@/lib/client/stores/user';
import NoticeList from './NoticeList';
import Workbench from './Workbench';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body1" sx={{ fontWeight: 500, wordBreak: 'break-all' }} data-testid={testId}>{value}</Typography>
    </Box>
  );
}

/** Home: the signed-in person's workbench, who they are (unit and role), and the latest notices. */
export default function HomePage() {
  const t = useTranslations();
  const username = useUserStore((s) => s.username);
  const avatar = useUserStore((s) => s.avatar);
  const profile = useUserStore((s) => s.profile);
  const roles = useAclStore((s) => s.role);
  const roleName = roles.map((r) => (t.has(`role.${r}`) ? t(`role.${r}`) : r)).join('、');
  const name = profile?.Personname || username;
  const greeting = t(`login.greeting.${dayPart(new Date().getHours())}`);

  const who = (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center' }}>
          <Avatar src={avatar} alt={name} sx={{ width: 56, height: 56 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('home.greeting', { greeting, name })}</Typography>
            <Typography color="text.secondary">{t('app.title')}</Typography>
          </Box>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}><Field label={t('home.account')} value={username} testId="home-username" /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><Field label={t('home.person')} value={profile?.Personname || '—'} testId="home-person" /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><Field label={t('home.role')} value={roleName || '—'} testId="home-role" /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Field label={t('home.unit')} value={profile?.CompanyName || t('home.noUnit')} testId="home-unit" />
          </Grid>
          {profile?.CompanyUpperName && (
            <Grid size={12}><Field label={t('home.upperUnit')} value={profile.CompanyUpperName} testId="home-upper-unit" /></Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
  // The mock back end of the template has no workbench: the home shows who is signed in and the notices only.
  if (isMockMode()) {
    return (
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, lg: 5 }}>{who}</Grid>
        <Grid size={{ xs: 12, lg: 7 }}><NoticeList accountid={profile?.LoginId} /></Grid>
      </Grid>
    );
  }
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, lg: 5 }}>{who}</Grid>
      <Grid size={{ xs: 12, lg: 7 }}><Workbench /></Grid>
      <Grid size={12}><NoticeList accountid={profile?.LoginId} /></Grid>
    </Grid>
  );
}
