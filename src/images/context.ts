import { createContext, useContext } from 'react';
import { NO_IMAGES, type ImageSet, type ProcessedImage } from './types.ts';

/** The build's processed images, for <Picture> in server-rendered templates (islands receive them as props). */
export const ImageContext = createContext<ImageSet>(NO_IMAGES);

/** The processed image for a content path, if the build made one. */
export function useProcessedImage(src: string): ProcessedImage | undefined {
  return useContext(ImageContext).get(src);
}
