// GPUImage2 calls GL functions past 1.1 directly, as glext.h declares them with this set.
#define GL_GLEXT_PROTOTYPES 1
