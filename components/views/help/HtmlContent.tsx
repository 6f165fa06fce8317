import Box from '@mui/material/Box';

/** HTML the server has sanitised (notices, help documents), with readable spacing. */
export default function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        lineHeight: 1.8, wordBreak: 'break-word', '& p': { my: 1 }, '& h3, & h4, & h5': { mt: 2, mb: 1 },
        '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, borderColor: 'divider', px: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
