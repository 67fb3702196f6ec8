/**
 * The only door to Tone.js. Deep imports keep the audio chunk to what the engine uses: the package
 * root would also create a context on import and pull in the Transport, Draw and the rest.
 */
export { Gain } from 'tone/build/esm/core/context/Gain.js';
export { Compressor } from 'tone/build/esm/component/dynamics/Compressor.js';
export { BiquadFilter } from 'tone/build/esm/component/filter/BiquadFilter.js';
export { Noise } from 'tone/build/esm/source/Noise.js';
export { ToneOscillatorNode } from 'tone/build/esm/source/oscillator/ToneOscillatorNode.js';
export { ToneBufferSource } from 'tone/build/esm/source/buffer/ToneBufferSource.js';
export { ToneAudioBuffer } from 'tone/build/esm/core/context/ToneAudioBuffer.js';
export { ToneAudioNode } from 'tone/build/esm/core/context/ToneAudioNode.js';
export { getContext } from 'tone/build/esm/core/Global.js';
export type { BaseContext } from 'tone/build/esm/core/context/BaseContext.js';
export type { Param } from 'tone/build/esm/core/context/Param.js';
