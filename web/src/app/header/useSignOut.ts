import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';

/** 'Sair': signs out, then goes to the landing page; `leaving` is true meanwhile ('Saindo...'). */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useAuth((state) => state.logout);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
      navigate('/');
    } finally {
      setLeaving(false);
    }
  };

  return { leaving, signOut };
}
