/**
 * react-admin's own screens the back office uses as they are, re-exported from one module so that
 * App.tsx can load them lazily (issue 24 §6): the snackbar of notifications and the error page.
 */
export { Notification, Error as ErrorPage } from 'react-admin';
