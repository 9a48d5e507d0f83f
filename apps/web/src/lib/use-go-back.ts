import { useNavigate } from 'react-router';

/**
 * Back (SPEC §2): the previous page of this visit, or `fallback` when the page was opened
 * directly and going back would leave the app. React Router numbers its history entries in `idx`.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(fallback));
  };
}
