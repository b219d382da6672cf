// The notifications object lives in the shared domain (the notifications machine reads it and
// may import only the domain); the endpoint that serves it joins this file with its issue.
export * from '../domain/notifications';
