import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { can, type Grants } from '@/lib/domain/access';
import { grantsOf, useAclStore } from '@/lib/client/stores/acl';
import { message } from '@/lib/client/stores/messages';
import DemoCard from '../shared/DemoCard';
import MockModeSwitch from '../shared/MockModeSwitch';
import { DEMO_RULES, DEMO_USERS } from './demoUsers';

type Who = 'current' | keyof typeof DEMO_USERS;

function Chips({ label, items, empty }: { label: string; items: readonly string[]; empty: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>{label}</Typography>
      {items.length ? items.map((i) => <Chip key={i} label={i} size="small" />) : <Typography variant="body2">{empty}</Typography>}
    </Stack>
  );
}

/** The access check of spec §6, live: the buttons a user may not use are removed, for any demo user. */
export default function Permission() {
  const t = useTranslations('demo.permission');
  const acl = useAclStore();
  const [who, setWho] = useState<Who>('current');
  const grants: Grants = who === 'current' ? grantsOf(acl) : DEMO_USERS[who];

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Stack spacing={2}>
          <DemoCard title={t('userTitle')} subtitle={t('userSubtitle')}>
            <ToggleButtonGroup
              exclusive size="small" value={who} onChange={(_, v: Who | null) => v && setWho(v)} sx={{ mb: 2, flexWrap: 'wrap' }}
              aria-label={t('userTitle')}
            >
              <ToggleButton value="current" data-testid="permission-as-current">{t('current')}</ToggleButton>
              {(Object.keys(DEMO_USERS) as Who[]).map((u) => (
                <ToggleButton key={u} value={u} data-testid={`permission-as-${u}`}>{u}</ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Stack spacing={1.5}>
              <Chips label={t('roles')} items={grants.roles} empty={t('none')} />
              <Chips label={t('abilities')} items={grants.abilities} empty={t('none')} />
              <Typography variant="body2" data-testid="permission-admin">{t(grants.admin ? 'adminFlagOn' : 'adminFlagOff')}</Typography>
            </Stack>
          </DemoCard>
          <DemoCard title={t('mockTitle')}><MockModeSwitch /></DemoCard>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Stack spacing={2}>
          <DemoCard title={t('buttonsTitle')} subtitle={t('buttonsSubtitle')}>
            <Box data-testid="permission-buttons" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: 40 }}>
              {DEMO_RULES.filter(([, rule]) => can(grants, rule)).map(([key]) => (
                <Button key={key} variant="outlined" onClick={() => message.success(t('allowed', { action: t(`rules.${key}`) }))}>
                  {t(`rules.${key}`)}
                </Button>
              ))}
            </Box>
          </DemoCard>
          <DemoCard title={t('rulesTitle')}>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow><TableCell>{t('rule')}</TableCell><TableCell>{t('definition')}</TableCell><TableCell>{t('result')}</TableCell></TableRow>
                </TableHead>
                <TableBody>
                  {DEMO_RULES.map(([key, rule]) => {
                    const ok = can(grants, rule);
                    return (
                      <TableRow key={key}>
                        <TableCell>{t(`rules.${key}`)}</TableCell>
                        <TableCell><code>{JSON.stringify(rule)}</code></TableCell>
                        <TableCell>
                          <Chip size="small" color={ok ? 'success' : 'default'} label={t(ok ? 'shown' : 'removed')} data-testid={`rule-${key}`} />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </DemoCard>
        </Stack>
      </Grid>
    </Grid>
  );
}
