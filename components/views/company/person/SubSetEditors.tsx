import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CodeOption } from '@/lib/contracts/code';
import CodeSelect from './fields/CodeSelect';
import DateInput from './fields/DateInput';
import type { EducationRow, ResumeRow } from './personForm';

interface Props {
  educations: EducationRow[];
  resumes: ResumeRow[];
  errors: Record<string, string>;
  options(list: string): CodeOption[];
  onEducations(rows: EducationRow[]): void;
  onResumes(rows: ResumeRow[]): void;
}

const KINDS = ['FULLTIME', 'IN_SERVICE'];

function Rows({ title, addLabel, onAdd, children, testId }: { title: string; addLabel: string; onAdd(): void; children: ReactNode; testId: string }) {
  return (
    <Box component="section" sx={{ mt: 1 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pl: 1, borderLeft: 3, borderColor: 'primary.main' }}>{title}</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>{addLabel}</Button>
      </Box>
      {children}
    </Box>
  );
}

/** The education lines and the résumé (domain.md §2.3 sub-tables the unit keeps itself): add, change, remove. */
export default function SubSetEditors({ educations, resumes, errors, options, onEducations, onResumes }: Props) {
  const t = useTranslations('person');
  const setEdu = (i: number, patch: Partial<EducationRow>) => onEducations(educations.map((e, n) => (n === i ? { ...e, ...patch } : e)));
  const setResume = (i: number, patch: Partial<ResumeRow>) => onResumes(resumes.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const remove = (onClick: () => void) => (
    <Tooltip title={t('form.remove')}>
      <IconButton aria-label={t('form.remove')} onClick={onClick} size="small"><DeleteIcon fontSize="small" /></IconButton>
    </Tooltip>
  );
  const text = (label: string, value: string, error: string | undefined, onChange: (v: string) => void, required = false) => (
    <TextField fullWidth size="small" label={label} value={value} required={required} error={Boolean(error)} helperText={error || ' '}
      onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
  );

  return (
    <>
      <Rows title={t('form.educations')} addLabel={t('form.addEducation')} testId="educations"
        onAdd={() => onEducations([...educations, { kind: 'FULLTIME', education: '', degree: '', school: '', major: '', startDate: '', endDate: '' }])}>
        {educations.map((e, i) => {
          const err = (f: string) => errors[`educations[${i}].${f}`];
          const kinds = KINDS.map((k) => ({ code: k, zh: t(`history.${k}`), en: t(`history.${k}`), groupCode: null, selectable: true }));
          return (
            <Paper key={i} variant="outlined" sx={{ p: 1.5, pb: 0, mb: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Grid container columnSpacing={1.5} sx={{ flex: 1 }}>
                <Grid size={{ xs: 12, sm: 6, md: 2 }}><CodeSelect name={`edu-${i}-kind`} label={t('history.kind')} value={e.kind} options={kinds} required error={err('kind')} onChange={(v) => setEdu(i, { kind: v })} /></Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}><CodeSelect name={`edu-${i}-education`} label={t('history.education')} value={e.education} options={options('education')} required error={err('education')} onChange={(v) => setEdu(i, { education: v })} /></Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}><CodeSelect name={`edu-${i}-degree`} label={t('history.degree')} value={e.degree} options={options('degree')} error={err('degree')} onChange={(v) => setEdu(i, { degree: v })} /></Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>{text(t('history.school'), e.school, err('school'), (v) => setEdu(i, { school: v }), true)}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>{text(t('field.major'), e.major, err('major'), (v) => setEdu(i, { major: v }))}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}><DateInput name={`edu-${i}-start`} label={t('history.startDate')} value={e.startDate} error={err('startDate')} disableFuture onChange={(v) => setEdu(i, { startDate: v })} /></Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}><DateInput name={`edu-${i}-end`} label={t('history.endDate')} value={e.endDate} error={err('endDate')} onChange={(v) => setEdu(i, { endDate: v })} /></Grid>
              </Grid>
              {remove(() => onEducations(educations.filter((_x, n) => n !== i)))}
            </Paper>
          );
        })}
      </Rows>
      <Rows title={t('form.resumes')} addLabel={t('form.addResume')} testId="resumes"
        onAdd={() => onResumes([...resumes, { startDate: '', endDate: '', organisation: '', position: '' }])}>
        {resumes.map((r, i) => {
          const err = (f: string) => errors[`resumes[${i}].${f}`];
          return (
            <Paper key={i} variant="outlined" sx={{ p: 1.5, pb: 0, mb: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Grid container columnSpacing={1.5} sx={{ flex: 1 }}>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}><DateInput name={`resume-${i}-start`} label={t('history.startDate')} value={r.startDate} required error={err('startDate')} disableFuture onChange={(v) => setResume(i, { startDate: v })} /></Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}><DateInput name={`resume-${i}-end`} label={t('history.endDate')} value={r.endDate} error={err('endDate')} onChange={(v) => setResume(i, { endDate: v })} /></Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text(t('history.organisation'), r.organisation, err('organisation'), (v) => setResume(i, { organisation: v }), true)}</Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text(t('history.position'), r.position, err('position'), (v) => setResume(i, { position: v }))}</Grid>
              </Grid>
              {remove(() => onResumes(resumes.filter((_x, n) => n !== i)))}
            </Paper>
          );
        })}
      </Rows>
    </>
  );
}
