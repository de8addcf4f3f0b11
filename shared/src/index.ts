// The public face of the pure Texas 42 package: functions/ and web/ import only from here.
export * from './engine';
export * from './view';
export * from './room';
export * from './ai';
export * from './codec';
export * from './protocol';
export * from './service';
export * from './stats';
export * from './lessons';
