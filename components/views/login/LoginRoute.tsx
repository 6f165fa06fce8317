import { useLocation } from 'react-router';
import LoginPage from './LoginPage';

/** The login page inside the app (after a sign-out, or a visit that began on another page), with the router's query. */
export default function LoginRoute() {
  return <LoginPage search={useLocation().search} />;
}
