import CircularProgress from '@mui/material/CircularProgress';
import Backdrop from '@mui/material/Backdrop';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PersonDetail, PersonListItem } from '@/lib/contracts/person';
import type { CompanyView } from '@/lib/contracts/unit';
import { deletePerson, getPerson, personKeys, personOutcome } from '@/lib/client/api/person';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FileFilingDialog from './FileFilingDialog';
import ImportDialog from './ImportDialog';
import KeyChangeDialog from './KeyChangeDialog';
import PersonCard from './PersonCard';
import PersonForm from './PersonForm';

export type DialogState =
  | null
  | { kind: 'card'; personId: number }
  | { kind: 'editById'; personId: number }
  | { kind: 'form'; person: PersonDetail | null }
  | { kind: 'keyChange'; person: PersonDetail; changes: Record<string, string | null> }
  | { kind: 'file'; persons: PersonListItem[] }
  | { kind: 'import' }
  | { kind: 'delete'; person: PersonListItem };

interface Props {
  state: DialogState;
  unit: CompanyView['unit'] | null;
  onChange(next: DialogState): void;
  /** Persons changed: the lists and cards are read again. */
  onChanged(): void;
  onFiled(): void;
  onDeleted(personId: number): void;
}

/** Loads a person for editing, then opens the form. */
function EditLoader({ personId, onLoaded, onFailed }: { personId: number; onLoaded(p: PersonDetail): void; onFailed(): void }) {
  const query = useQuery({ queryKey: personKeys.detail(personId), queryFn: () => getPerson(personId), staleTime: 0 });
  const { data, error } = query;
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);
  useEffect(() => {
    if (!error) return;
    message.error(error.message);
    onFailed();
  }, [error, onFailed]);
  return <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal + 1 }}><CircularProgress color="inherit" /></Backdrop>;
}

/** The dialogs the person list opens: card, form, key-field change, PERSON_INFO filing, import, delete. */
export default function PersonDialogs({ state, unit, onChange, onChanged, onFiled, onDeleted }: Props) {
  const t = useTranslations('person');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const close = () => onChange(null);
  const contact = { name: unit?.contactName ?? '', phone: unit?.contactPhone ?? '' };
  if (!state) return null;

  switch (state.kind) {
    case 'card':
      return (
        <PersonCard
          personId={state.personId} onClose={close}
          onEdit={(person) => onChange({ kind: 'form', person })}
          onFileChange={(person) => onChange({ kind: 'keyChange', person, changes: {} })}
        />
      );
    case 'editById':
      return <EditLoader personId={state.personId} onLoaded={(person) => onChange({ kind: 'form', person })} onFailed={close} />;
    case 'form':
      return (
        <PersonForm
          person={state.person} unitCategory={unit?.unitCategory ?? ''} onClose={close}
          onSaved={(p, created) => {
            message.success(created ? t('form.created', { name: p.name }) : t('form.saved', { name: p.name }));
            client.setQueryData(personKeys.detail(p.id), p);
            onChanged();
            close();
          }}
          onFileChange={(person, changes) => onChange({ kind: 'keyChange', person, changes })}
          onReload={() => onChange({ kind: 'editById', personId: state.person!.id })}
        />
      );
    case 'keyChange':
      return (
        <KeyChangeDialog
          person={state.person} initialChanges={state.changes} contact={contact}
          onClose={(submitted) => { if (submitted) onFiled(); close(); }}
        />
      );
    case 'file':
      return (
        <FileFilingDialog
          title={t('file.title')} contact={contact} onClose={(submitted) => { if (submitted) onFiled(); close(); }}
          lines={state.persons.map((p) => ({ personId: p.id, payload: { op: 'NEW' } }))}
          intro={(
            <div>
              <Typography>{t('file.intro', { count: state.persons.length })}</Typography>
              <List dense disablePadding sx={{ maxHeight: 180, overflow: 'auto' }}>
                {state.persons.map((p, i) => (
                  <ListItem key={p.id} disableGutters><ListItemText primary={`${i + 1}. ${p.name}`} secondary={p.idNumber} /></ListItem>
                ))}
              </List>
            </div>
          )}
        />
      );
    case 'import':
      return <ImportDialog onClose={(imported) => { if (imported) onChanged(); close(); }} />;
    case 'delete': {
      const remove = async () => {
        setBusy(true);
        try {
          const outcome = personOutcome<null>(await deletePerson(state.person.id, state.person.version));
          if (outcome.kind === 'done') {
            message.success(t('delete.done', { name: state.person.name }));
            onDeleted(state.person.id);
          } else message.error(outcome.message);
          onChanged();
          close();
        } catch (e) {
          message.error((e as Error).message);
        } finally {
          setBusy(false);
        }
      };
      return (
        <ConfirmDialog open title={t('delete.title')} danger confirmText={t('action.delete')} busy={busy} onClose={close} onConfirm={remove}>
          {t('delete.body', { name: state.person.name })}
        </ConfirmDialog>
      );
    }
  }
}
