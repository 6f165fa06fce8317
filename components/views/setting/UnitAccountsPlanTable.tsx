import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UnitAccountPlanItem } from '@/lib/contracts/unitAccounts';

const PAGE = 10;

/** The dry run's units: the account each would get, or its clash. */
export default function UnitAccountsPlanTable({ units }: { units: UnitAccountPlanItem[] }) {
  const t = useTranslations('setting.unitAccounts');
  const tRoles = useTranslations('setting.userManagement.roles');
  const en = useLocale().startsWith('en');
  const [page, setPage] = useState(0);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" data-testid="unit-accounts-plan">
          <TableHead>
            <TableRow>
              <TableCell>{t('unitName')}</TableCell>
              <TableCell>{t('uscc')}</TableCell>
              <TableCell>{t('role')}</TableCell>
              <TableCell>{t('username')}</TableCell>
              <TableCell>{t('result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {units.slice(page * PAGE, page * PAGE + PAGE).map((u) => (
              <TableRow key={u.unitId}>
                <TableCell>{u.unitName}</TableCell>
                <TableCell>{u.uscc}</TableCell>
                <TableCell>{tRoles(u.role)}</TableCell>
                <TableCell>{u.username}</TableCell>
                <TableCell sx={{ color: u.clash ? 'error.main' : undefined }}>{u.clash ? (en ? u.clash.messageEn : u.clash.message) : t('willCreate')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {units.length > PAGE && (
        <TablePagination component="div" count={units.length} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_e, p) => setPage(p)} />
      )}
    </>
  );
}
