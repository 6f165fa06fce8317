import type { FilingEditorProps } from '@/components/views/filing/editors';
import PostMoveEditor from './PostMoveEditor';

/** 岗位变动上报 GWBD entry form. */
export default function PostChangeEditor(props: FilingEditorProps) {
  return <PostMoveEditor filingType="POST_CHANGE" {...props} />;
}
