import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/client/navigation';

/** Hands React Router's navigate to code outside React (request client redirects). */
export default function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}
