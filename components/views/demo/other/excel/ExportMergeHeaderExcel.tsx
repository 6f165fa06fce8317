import ExcelExport from './ExcelExport';

export default function ExportMergeHeaderExcel() {
  return <ExcelExport mode="merged" />;
}
