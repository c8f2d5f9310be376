import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** 404 (spec §2): "the page you are looking for isn't here", with a go-back action. */
export function NotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card>
      <Title title="ra.page.not_found" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('admin.not_found.title')}
        </Typography>
        <Button variant="contained" onClick={() => navigate(-1)}>
          {translate('admin.not_found.back')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** 403 (spec §2, §6): "Access Not Granted", contact an administrator. */
export function Forbidden() {
  const translate = useTranslate();
  return (
    <Card>
      <Title title="admin.forbidden.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('admin.forbidden.title')}
        </Typography>
        <Typography>{translate('admin.forbidden.body')}</Typography>
      </CardContent>
    </Card>
  );
}
