import type { FilingEditorProps } from '@/components/views/filing/editors';
import PostMoveEditor from './PostMoveEditor';

/** 岗位聘用 GWPY entry form. */
export default function PostAppointEditor(props: FilingEditorProps) {
  return <PostMoveEditor filingType="POST_APPOINT" {...props} />;
}
