import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { WorkflowGraph } from '@/lib/contracts/mock/workflow';
import { getWorkflow, mockKeys, saveWorkflow } from '@/lib/client/api/mock';
import { message } from '@/lib/client/stores/messages';
import RemixIcon from '@/components/shell/RemixIcon';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import DemoCard from '../../shared/DemoCard';
import QueryState from '../../shared/QueryState';
import { addNodeAfter, renameNode } from './graph';
import WorkflowCanvas from './WorkflowCanvas';
import { firstBadNode, nodeTextError } from './workflowForm';

const TEXT_MAX = 12;

/** The mock workflow (/api/mock/workflow/getList) as an editable graph, saved through doEdit. */
export default function Workflow() {
  const t = useTranslations('demo.workflow');
  const { data, isPending, isError, refetch } = useQuery({ queryKey: mockKeys.workflow(), queryFn: getWorkflow });
  const [edited, setEdited] = useState<WorkflowGraph | null>(null);
  const [selected, setSelected] = useState('');
  const graph = edited ?? data;
  const node = graph?.nodes.find((n) => n.id === selected);
  const textKey = node ? nodeTextError(node.text) : null;
  const save = useMutation({ mutationFn: saveWorkflow, onSuccess: () => message.success(t('saved')) });

  const add = () => {
    if (!graph || !node) return;
    const grown = addNodeAfter(graph, node.id, t('newStep'));
    setEdited(grown.graph);
    setSelected(grown.added);
  };

  const submit = async () => {
    if (!graph) return;
    const bad = firstBadNode(graph);
    // The field shows the selected node: select the one to fix, and its message shows on the field.
    if (bad) return setSelected(bad.id);
    await save.mutateAsync(graph);
  };

  return (
    <DemoCard title={t('title')} subtitle={t('hint')}>
      <QueryState pending={isPending} failed={isError} onRetry={() => refetch()}>
        {graph && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                size="small" label={t('nodeText')} value={node?.text ?? ''} disabled={!node} sx={{ width: { xs: '100%', sm: 220 } }}
                onChange={(e) => node && setEdited(renameNode(graph, node.id, e.target.value.slice(0, TEXT_MAX)))}
                error={Boolean(textKey)} helperText={node ? (textKey ? t(textKey) : `${node.text.length}/${TEXT_MAX}`) : t('selectNode')}
                slotProps={{ htmlInput: { 'data-testid': 'workflow-text' } }}
              />
              <Button variant="outlined" disabled={!node} onClick={add} startIcon={<RemixIcon name="add-line" />}>{t('addAfter')}</Button>
              <RepeatClickButton
                variant="contained" disabled={!edited || save.isPending}
                onClick={submit} startIcon={<RemixIcon name="save-line" />} data-testid="workflow-save"
              >
                {t('save')}
              </RepeatClickButton>
              <Button disabled={!edited} onClick={() => { setEdited(null); setSelected(''); }}>{t('reset')}</Button>
            </Stack>
            <WorkflowCanvas graph={graph} selected={selected} onSelect={setSelected} onChange={setEdited} label={t('title')} />
            <Typography variant="body2" color="text.secondary">{t('counts', { nodes: graph.nodes.length, edges: graph.edges.length })}</Typography>
          </Stack>
        )}
      </QueryState>
    </DemoCard>
  );
}
