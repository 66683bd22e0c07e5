import { loginRequested, useAppDispatch, useAppSelector } from '@store/shared/store';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** /login and /register: the sign-in modal over an empty page; closing it goes home. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector((state) => state.ui.loginOpen);
  const opened = useRef(false);
  useEffect(() => {
    dispatch(loginRequested());
  }, [dispatch]);
  useEffect(() => {
    if (open) opened.current = true;
    else if (opened.current) navigate('/', { replace: true });
  }, [open, navigate]);
  return null;
}
