import { Admin, Title } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';
import { Card, CardContent, Typography } from '@mui/material';

/** The back office speaks the json-server REST dialect at /api/admin (issue 9 adds the resources). */
const dataProvider = jsonServerProvider('/api/admin');

function Dashboard() {
  return (
    <Card>
      <Title title="Business Registry" />
      <CardContent>
        <Typography component="h1" variant="h5">
          Business Registry · Back office
        </Typography>
      </CardContent>
    </Card>
  );
}

export function App() {
  return <Admin basename="/admin" dataProvider={dataProvider} dashboard={Dashboard} />;
}
