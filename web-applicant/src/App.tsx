import { Box, Container, CssBaseline, Typography } from '@mui/material';

/** Placeholder shell: the applicant portal (issue 7) replaces it. Texts are in ckb, the default language. */
export function App() {
  return (
    <>
      <CssBaseline />
      <Container component="main" maxWidth="md">
        <Box sx={{ py: 6 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            حکومەتی هەرێمی کوردستان · وەزارەتی بازرگانی و پیشەسازی
          </Typography>
          <Typography variant="h5" component="p" gutterBottom>
            تۆماری بازرگانی
          </Typography>
          <Typography component="p" lang="en" dir="ltr">
            Kurdistan Regional Government · Ministry of Trade and Industry · Business Registry
          </Typography>
        </Box>
      </Container>
    </>
  );
}
