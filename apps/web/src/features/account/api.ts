// The account pages: every call of the feature, typed by the API's document (docs/decisions/0170).
import { api, type ApiBody } from '../../lib/api-client.ts';

export const registerAccount = (body: ApiBody<'post', '/user/register'>) => api.post('/user/register', { body });

export const changePassword = (body: ApiBody<'put', '/user/password/reset'>) =>
  api.put('/user/password/reset', { body });

/** A business document (POST /user/upload-attached-file); the answer holds its fileKey. */
export const uploadDocument = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post('/user/upload-attached-file', { body: form });
};

export const userInfo = () => api.get('/user/info');

export const saveUserInfo = (body: ApiBody<'put', '/user/info'>) => api.put('/user/info', { body });

export const saveThumbnail = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.put('/user/thumbnail', { body: form });
};

export const findId = (body: ApiBody<'post', '/user/find-id'>) => api.post('/user/find-id', { body });

export const findPassword = (body: ApiBody<'post', '/user/find-pw'>) => api.post('/user/find-pw', { body });

export const resetPassword = (body: ApiBody<'put', '/user/password'>) => api.put('/user/password', { body });

/** The spec's duplicate checks: `/user/check-{id,email,phone}-duplicate`, the value in base64. */
export const checkDuplicate = (kind: 'id' | 'email' | 'phone', encoded: string) =>
  kind === 'id'
    ? api.post('/user/check-id-duplicate', { body: { id: encoded } })
    : kind === 'email'
      ? api.post('/user/check-email-duplicate', { body: { email: encoded } })
      : api.post('/user/check-phone-duplicate', { body: { phone: encoded } });

export const sendVerification = (body: ApiBody<'post', '/user/verification/send'>) =>
  api.post('/user/verification/send', { body });

export const verifyCode = (body: ApiBody<'post', '/user/verification/verify'>) =>
  api.post('/user/verification/verify', { body });

export const sellerAdmission = () => api.get('/user/admission');

export const renewAdmission = (attachedFile: string) => api.post('/user/admission', { body: { attachedFile } });
