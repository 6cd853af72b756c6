/**
 * `@latchkey/kernel/project-id`: whether a `projectId` is a placeholder, and the console hint when
 * the services refuse one. A subpath of its own, not the package root: only a relay connector or
 * the remote configuration (both loaded after the page) says it.
 *
 * @example
 * import { isPlaceholderProjectId, projectIdHint } from '@latchkey/kernel/project-id';
 * if (isPlaceholderProjectId(id)) logger.warn(projectIdHint(id, 'is a placeholder'));
 */
export { isPlaceholderProjectId } from './config/projectId';
export { projectIdHint } from './config/projectIdHint';
